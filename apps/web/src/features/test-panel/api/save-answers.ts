import { api } from '@/lib/api-client';
import type { SaveBatch } from '../autosave/answer-queue';
import { panelApi, panelAuth, panelSchemas } from './panel-client';

/** PUT {testPanel}/api/answers: one autosave batch (the server keeps each question's highest seq). */
export async function saveAnswers(token: string, batch: SaveBatch) {
  const answer = await api.put(panelApi('answers'), batch, {
    ...panelAuth(token),
    timeoutMs: 15_000,
    schema: panelSchemas().then((s) => s.saveAnswersResponseSchema),
  });
  return answer.result;
}
