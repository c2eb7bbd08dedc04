import type { Db } from '../client';
import type { SeededBatches } from './batches';
import type { SeededProducts } from './products';

/** E-courses, subjects, nested topics and study files. */
export async function seedStudyMaterial(
  _db: Db,
  _now: Date,
  _batches: SeededBatches,
  _products: SeededProducts,
): Promise<void> {}
