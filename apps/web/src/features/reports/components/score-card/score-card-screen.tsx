import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useScoreCard } from '@/features/reports/api/get-score-card';
import { forgetCard, openScoreCardKey, storedCard } from '@/features/reports/api/open-score-card';
import { failureText } from './format';
import { ScoreCardNotice } from './score-card-notice';
import { ScoreCardView } from './score-card-view';

/** The address without its spent key: a reload (or a copied address) never shows the key. */
function dropKeyFromAddress(): void {
  const path = window.location.pathname.replace(/\/card\/[^/]+\/?$/, '/card');
  if (path !== window.location.pathname) window.history.replaceState(window.history.state, '', path);
}

type Token =
  | { state: 'opening' }
  | { state: 'ready'; token: string }
  | { state: 'failed'; text: string; offline?: boolean };

/**
 * /score-panel/card/{key}: spends the single-use key for this window's card token (kept in
 * sessionStorage), drops the key from the address, and shows the card. /score-panel/card (a
 * reload) shows the card of the stored token; without one, the window has expired.
 */
export function ScoreCardScreen({ cardKey }: { cardKey: string | undefined }) {
  const { t } = useTranslation('score-card');
  const [token, setToken] = useState<Token>(() => {
    if (cardKey) return { state: 'opening' };
    const stored = storedCard();
    return stored
      ? { state: 'ready', token: stored.token }
      : { state: 'failed', text: t('messages.windowExpired') };
  });

  useEffect(() => {
    if (!cardKey) return;
    let live = true;
    openScoreCardKey(cardKey).then(
      (opened) => {
        dropKeyFromAddress();
        if (live) setToken({ state: 'ready', token: opened });
      },
      (error: unknown) => {
        const offline = error instanceof ApiError && !error.gotResponse;
        if (live) setToken({ state: 'failed', text: failureText(t, error, 'linkExpired'), offline });
      },
    );
    return () => {
      live = false;
    };
  }, [cardKey, t]);

  const card = useScoreCard(token.state === 'ready' ? token.token : null);
  const cardError = card.error;
  const lapsed = cardError instanceof ApiError && (cardError.status === 401 || cardError.status === 403);
  useEffect(() => {
    // A lapsed token is of no use to a reload either.
    if (lapsed) forgetCard();
  }, [lapsed]);

  if (token.state === 'failed')
    return (
      <ScoreCardNotice
        text={token.text}
        // No answer came: the key is unspent, and the address still holds it.
        onRetry={token.offline ? () => window.location.reload() : undefined}
      />
    );
  if (cardError) {
    const retry = cardError instanceof ApiError && !cardError.gotResponse;
    return (
      <ScoreCardNotice
        text={failureText(t, cardError, 'windowExpired')}
        onRetry={retry ? () => void card.refetch() : undefined}
      />
    );
  }
  if (card.data) return <ScoreCardView card={card.data} />;
  return <PageLoader label={t('loading')} />;
}
