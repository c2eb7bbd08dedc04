import { api } from '@/lib/api-client';
import { panelApi, panelAuth, panelSchemas } from './panel-client';

/** POST {testPanel}/api/submit: scores the attempt; a second submit answers the same. */
export async function submitAttempt(token: string) {
  const answer = await api.post(
    panelApi('submit'),
    {},
    { ...panelAuth(token), schema: panelSchemas().then((s) => s.submitResponseSchema) },
  );
  return answer.result;
}
