import type { Db } from '../client';
import type { SeededBatches } from './batches';
import type { SeededProducts } from './products';

/** Live classes beyond the timetable's: recordings kept by the server, Vimeo download links. */
export async function seedLiveClasses(
  _db: Db,
  _now: Date,
  _batches: SeededBatches,
  _products: SeededProducts,
): Promise<void> {}
