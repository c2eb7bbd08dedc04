import type { Db } from '../client';
import type { SeededBatches } from './batches';

/** Announcements, banners and promo pictures of every demo institute (dates relative to `now`). */
export async function seedDashboard(_db: Db, _now: Date, _batches: SeededBatches): Promise<void> {
  // Filled in by the dashboard work.
}
