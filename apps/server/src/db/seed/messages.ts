import type { Db } from '../client';

/** Text messages (alerts) sent to demo phones over the last weeks (dates relative to `now`). */
export async function seedMessages(_db: Db, _now: Date): Promise<void> {
  // Filled in by the messages work.
}
