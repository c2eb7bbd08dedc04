import { queryOptions, useQuery } from '@tanstack/react-query';
import { HEADER_SOURCE, HEADER_TIME_ZONE, SOURCE_WEB } from '@portal/shared/api/headers';
import type { ProductTestId, ProductTestKind, Test } from '@portal/shared/exams/schema';
import { api, ApiError } from '../../../lib/api-client';
import { endSession } from '../../../lib/logout';
import type { Session } from '../../../lib/session';
import { examDeskUrl, productUrl } from '../../../lib/service-urls';
import { instituteTimeZone } from '../../../lib/time-zone';
import { loadExamSchemas } from './load-schemas';

/**
 * GET {productApi}/prod/user-product/v2/assigned-product-test-ids/{kind} (student token, with
 * x-prod-inst-id and x-prod-user-id). The shared client sends no extra headers yet, so this
 * one call is sent here, with the client's rules: a 403 logs out with the server's message.
 */
export async function getProductTestIds(
  session: Session,
  kind: ProductTestKind,
  signal?: AbortSignal,
): Promise<ProductTestId[]> {
  const { productTestIdsResponseSchema } = await loadExamSchemas();
  let response: Response;
  try {
    response = await fetch(`${productUrl(session)}/prod/user-product/v2/assigned-product-test-ids/${kind}`, {
      headers: {
        Authorization: session.student_auth,
        [HEADER_SOURCE]: SOURCE_WEB,
        [HEADER_TIME_ZONE]: instituteTimeZone(),
        'x-prod-inst-id': String(session.institute_id),
        'x-prod-user-id': String(session.user_id),
      },
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ gotResponse: false });
  }
  const body: unknown = await response.json().catch(() => null);
  const message = (body as { message?: unknown } | null)?.message;
  const serverMessage = typeof message === 'string' && message ? message : undefined;
  if (response.status === 403) {
    endSession({ message: serverMessage });
    throw new ApiError({ status: 403, serverMessage, gotResponse: true, handled: true });
  }
  if (!response.ok) throw new ApiError({ status: response.status, serverMessage, gotResponse: true });
  const checked = productTestIdsResponseSchema.safeParse(body);
  if (!checked.success) throw new ApiError({ status: response.status, gotResponse: true });
  return checked.data.result;
}

/** POST {examDesk}/tests/list_id (exam desk token): the named product tests with the caller's status inputs. */
export async function getTestsById(session: Session, ids: number[], signal?: AbortSignal): Promise<Test[]> {
  if (ids.length === 0) return [];
  const { testsResponseSchema } = await loadExamSchemas();
  const answer = await api.post(
    `${examDeskUrl(session)}/tests/list_id`,
    { test_ids: ids.join(','), user_id: session.user_id },
    { auth: true, token: session.examdesk_auth_token, signal, schema: testsResponseSchema },
  );
  return answer.data;
}

export const productTestIdsQuery = (session: Session, kind: ProductTestKind) =>
  queryOptions({
    queryKey: ['exams', 'product-ids', session.institute_id, session.user_id, kind],
    queryFn: ({ signal }) => getProductTestIds(session, kind, signal),
  });

export const useProductTestIds = (session: Session, kind: ProductTestKind, enabled: boolean) =>
  useQuery({ ...productTestIdsQuery(session, kind), enabled });

export function useProductTests(session: Session, kind: ProductTestKind | null, ids: number[]) {
  return useQuery({
    queryKey: ['exams', 'product-tests', session.institute_id, session.user_id, kind, ids.join(',')],
    queryFn: ({ signal }) => getTestsById(session, ids, signal),
    enabled: kind !== null,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
