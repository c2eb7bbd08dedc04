import { api } from '@/lib/api-client';
import { panelApi, panelAuth, panelSchemas } from './panel-client';

/** GET {testPanel}/api/paper: the test, its questions (no correct answers) and the saved answers. */
export async function getPaper(token: string) {
  const answer = await api.get(panelApi('paper'), {
    ...panelAuth(token),
    schema: panelSchemas().then((s) => s.paperResponseSchema),
  });
  return answer.result;
}
