import type { Db } from '../client';
import type { SeededBatches } from './batches';

/** Holidays, events and weekly offs of the school institutes across the current academic year. */
export async function seedEvents(_db: Db, _now: Date, _batches: SeededBatches): Promise<void> {
  // Filled in by the event calendar work.
}
