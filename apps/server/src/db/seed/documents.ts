import type { Db } from '../client';
import type { SeededBatches } from './batches';
import type { SeededProducts } from './products';

/** Documents shared with students, batches, courses and products. */
export async function seedDocuments(
  _db: Db,
  _now: Date,
  _batches: SeededBatches,
  _products: SeededProducts,
): Promise<void> {}
