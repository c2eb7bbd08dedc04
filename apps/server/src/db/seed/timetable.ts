import type { Db } from '../client';
import type { SeededBatches } from './batches';
import type { SeededProducts } from './products';

/** Classes, live classes, exams, recordings and attendance across the academic years (dates relative to `now`). */
export async function seedTimetable(
  _db: Db,
  _now: Date,
  _batches: SeededBatches,
  _products: SeededProducts,
): Promise<void> {
  // Filled in by the timetable work.
}
