import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportSchemas, scorePanelApi } from './open-score-card';

/** GET {scorePanel}/api/card (the window's card token): what the printable score card shows. */
export async function getScoreCard(token: string, signal?: AbortSignal) {
  const { scoreCardResponseSchema } = await reportSchemas();
  const answer = await api.get(scorePanelApi('card'), {
    auth: true,
    token,
    signal,
    // The card window's token failing must not sign the portal out.
    skipForbiddenHandler: true,
    schema: scoreCardResponseSchema,
  });
  return answer.result;
}

export const scoreCardQuery = (token: string) => ({
  queryKey: ['score-card', token] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getScoreCard(token, signal),
  staleTime: Infinity,
});

/** The card of this window; nothing is fetched until the token is known. */
export function useScoreCard(token: string | null) {
  return useQuery({ ...scoreCardQuery(token ?? ''), enabled: token !== null });
}
