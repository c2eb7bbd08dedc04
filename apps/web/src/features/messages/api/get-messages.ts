import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES_BATCH_SIZE, MESSAGES_START_INDEX } from '@portal/shared/messages/rules';
import type { AlertMessage } from '@portal/shared/messages/schema';
import { api } from '@/lib/api-client';

/** The contract uses classic zod: it loads beside this call, never with the sign-in page. */
const loadMessagesSchemas = () => import('@portal/shared/messages/schema');

/**
 * GET /api/v1/alerts/config/messagesByPhoneNo/{institute_id}/{+callingcode-phone}
 * (token): the texts sent to the signed-in person's own number, newest first.
 * `phone` is the segment `+91-9000000001`; its '+' travels encoded.
 */
export async function getMessages(
  instituteId: number,
  phone: string,
  signal?: AbortSignal,
): Promise<AlertMessage[]> {
  const answer = await api.get(
    `/api/v1/alerts/config/messagesByPhoneNo/${instituteId}/${encodeURIComponent(phone)}`,
    {
      auth: true,
      signal,
      query: { start_index: MESSAGES_START_INDEX, batch_size: MESSAGES_BATCH_SIZE },
      schema: loadMessagesSchemas().then((m) => m.messagesResponseSchema),
    },
  );
  return answer.result;
}

export const messagesQuery = (instituteId: number, phone: string) =>
  queryOptions({
    queryKey: ['messages', instituteId, phone],
    queryFn: ({ signal }) => getMessages(instituteId, phone, signal),
  });

/** Not asked at all when the person has no number (`phone` null). */
export function useMessages(instituteId: number, phone: string | null) {
  return useQuery({
    ...messagesQuery(instituteId, phone ?? ''),
    enabled: phone !== null,
    meta: { errorToast: true },
  });
}
