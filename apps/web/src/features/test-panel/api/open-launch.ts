import { api } from '@/lib/api-client';
import { panelApi, panelSchemas } from './panel-client';

const opening = new Map<string, ReturnType<typeof send>>();

const send = async (key: string) =>
  (
    await api.post(
      panelApi('open'),
      { key },
      { schema: panelSchemas().then((s) => s.openResponseSchema), skipForbiddenHandler: true },
    )
  ).result;

/**
 * POST {testPanel}/api/open: spends the single-use launch key for this window's panel token.
 * One call per key even if the screen mounts twice (a second call would find the key spent).
 */
export function openLaunchKey(key: string): ReturnType<typeof send> {
  let pending = opening.get(key);
  if (!pending) {
    pending = send(key);
    opening.set(key, pending);
  }
  return pending;
}
