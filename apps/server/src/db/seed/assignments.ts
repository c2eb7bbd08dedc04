import type { Db } from '../client';
import type { SeededBatches } from './batches';

/** Assignments (homework) across every status, with the teacher's evaluations. */
export async function seedAssignments(_db: Db, _now: Date, _batches: SeededBatches): Promise<void> {}
