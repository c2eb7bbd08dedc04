import type { Db } from '../client';

/** Ids of the seeded products, by institute and name. */
export interface SeededProducts {
  productId(instituteId: number, name: string): number;
}

/** A few products per selling institute, and who owns them (Sam, the open user, at Apex). */
export async function seedProducts(_db: Db): Promise<SeededProducts> {
  // Filled in by the timetable work (the products issue extends it).
  return {
    productId(instituteId, name) {
      throw new Error(`seed: no product ${name} in institute ${instituteId}`);
    },
  };
}
