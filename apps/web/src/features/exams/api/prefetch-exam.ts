import type { QueryClient } from '@tanstack/react-query';
import { labelsQuery } from '@/lib/exam-desk/get-labels';
import { productTestIdsQuery } from '@/lib/exam-desk/get-product-tests';
import type { Session } from '@/lib/session';

/**
 * My Exam's Online tab as OnlineTab first asks it: the test type strip's labels and the ids of the
 * product tests of both kinds (the strip's product entries); a type's tests come once one is chosen.
 */
export const prefetchOnlineExams = (client: QueryClient, session: Session): Promise<unknown> =>
  Promise.all([
    client.ensureQueryData(labelsQuery(session)),
    client.ensureQueryData(productTestIdsQuery(session, 'Mock_Test')),
    client.ensureQueryData(productTestIdsQuery(session, 'Online_Test')),
  ]);
