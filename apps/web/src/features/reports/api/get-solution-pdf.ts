import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { scorePanelUrl } from '@/lib/service-urls';

export type SolutionDisposition = 'inline' | 'attachment';

/**
 * GET {scorePanel}/api/solution/{test_id}?user_id=&disposition= (scorecard token): the solution
 * report as a PDF (the paper, the student's answers, the right answers and the solutions).
 * The server refuses it (403) unless the result is published and downloading is allowed.
 */
export function getSolutionPdf(
  session: Session,
  testId: number,
  disposition: SolutionDisposition,
  signal?: AbortSignal,
): Promise<Blob> {
  return api.blob(`${scorePanelUrl(session)}/api/solution/${testId}`, {
    auth: true,
    token: session.scorecard_auth_token,
    query: { user_id: session.user_id, disposition },
    signal,
  });
}

/** The PDF shown in the viewer: fetched when the preview opens, dropped when it closes (a failure is not kept). */
export const solutionPdfQuery = (session: Session, testId: number) => ({
  queryKey: ['reports', 'solution-pdf', session.user_id, testId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getSolutionPdf(session, testId, 'inline', signal),
  staleTime: 5 * 60_000,
  gcTime: 0,
  retry: false,
});

export function useSolutionPdf(session: Session, testId: number) {
  return useQuery({ ...solutionPdfQuery(session, testId), meta: { errorToast: true } });
}
