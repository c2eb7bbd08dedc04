import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductTestId, ProductTestKind, Test } from '@portal/shared/exams/schema';
import { api } from '../api-client';
import type { Session } from '../session';
import { examDeskUrl, productUrl } from '../service-urls';
import { loadExamSchemas } from './load-schemas';

/** GET {productApi}/prod/user-product/v2/assigned-product-test-ids/{kind} (student token, with x-prod-inst-id and x-prod-user-id). */
export async function getProductTestIds(
  session: Session,
  kind: ProductTestKind,
  signal?: AbortSignal,
): Promise<ProductTestId[]> {
  const { productTestIdsResponseSchema } = await loadExamSchemas();
  const answer = await api.get(
    `${productUrl(session)}/prod/user-product/v2/assigned-product-test-ids/${kind}`,
    {
      auth: true,
      headers: { 'x-prod-inst-id': String(session.institute_id), 'x-prod-user-id': String(session.user_id) },
      signal,
      schema: productTestIdsResponseSchema,
    },
  );
  return answer.result;
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

export const productTestsQuery = (session: Session, kind: ProductTestKind | null, ids: number[]) =>
  queryOptions({
    queryKey: ['exams', 'product-tests', session.institute_id, session.user_id, kind, ids.join(',')],
    queryFn: ({ signal }) => getTestsById(session, ids, signal),
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

export function useProductTests(session: Session, kind: ProductTestKind | null, ids: number[]) {
  return useQuery({ ...productTestsQuery(session, kind, ids), enabled: kind !== null });
}
