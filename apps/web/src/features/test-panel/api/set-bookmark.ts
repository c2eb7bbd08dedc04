import { api } from '@/lib/api-client';
import { panelApi, panelAuth, panelSchemas } from './panel-client';

/** PUT {testPanel}/api/bookmark: bookmark a question of the paper, or take it back. */
export async function setBookmark(token: string, quesId: number, bookmarked: boolean) {
  const answer = await api.put(
    panelApi('bookmark'),
    { ques_id: quesId, bookmarked },
    { ...panelAuth(token), schema: panelSchemas().then((s) => s.panelBookmarkResponseSchema) },
  );
  return answer.result;
}
