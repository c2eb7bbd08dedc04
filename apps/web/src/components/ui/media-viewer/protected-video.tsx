import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { requestVideoOtp, VideoRefusedError } from '@/lib/media/video-otp';
import { Spinner } from '../spinner';
import type { MediaItem } from './media-item';
import { StoredVideo } from './stored-video';
import { useWatch } from './use-watch';

type VdoItem = Extract<MediaItem, { kind: 'vdo' }>;

type State =
  { kind: 'loading' } | { kind: 'ready'; url: string; resumeAt: number } | { kind: 'failed'; text: string };

/** A grant that lapses mid-viewing (5 minutes) is asked again this many times, resuming in place. */
const RENEWALS = 3;

/**
 * A protected video: asks videoOTP for a grant, then plays the signed stream URL its playback info
 * names. A refusal (403, or no OTP) shows the server's message; a network failure the network-error
 * text (spec section 8). The URL works 5 minutes from this address: when the browser's later range
 * request is refused after that, a new grant is asked and playback resumes where it stopped.
 */
export function ProtectedVideo({ item }: { item: VdoItem }) {
  const { t } = useTranslation('media');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const renewals = useRef(0);
  const tracker = useWatch(item.watch);
  const { videoId, instituteId, userId, fileId, source } = item;

  const ask = useCallback(
    async (resumeAt: number, signal?: AbortSignal) => {
      try {
        const { url } = await requestVideoOtp({ videoId, instituteId, userId, fileId, source }, signal);
        if (!signal?.aborted) setState({ kind: 'ready', url, resumeAt });
      } catch (error) {
        if (signal?.aborted) return;
        const text =
          error instanceof VideoRefusedError ? (error.serverMessage ?? t('video.refused')) : errorText(error);
        setState({ kind: 'failed', text });
      }
    },
    [videoId, instituteId, userId, fileId, source, t],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    renewals.current = 0;
    void ask(0, controller.signal);
    return () => controller.abort();
  }, [ask]);

  if (state.kind === 'loading') {
    return (
      <div className="media-viewer__status" role="status">
        <Spinner size={28} />
        <span>{t('video.loading')}</span>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <p className="media-viewer__message" role="alert">
        {state.text}
      </p>
    );
  }
  return (
    <StoredVideo
      key={state.url}
      url={state.url}
      title={item.title}
      tracker={tracker}
      startAt={state.resumeAt}
      onStreamError={(at) => {
        if (renewals.current >= RENEWALS) return false;
        renewals.current += 1;
        void ask(at);
        return true;
      }}
    />
  );
}
