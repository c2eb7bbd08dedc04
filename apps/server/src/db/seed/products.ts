import type { Db } from '../client';
import { products, userProducts } from '../schema';
import { APEX, LERNWERK } from './institutes';

/** Ids of the seeded products, by institute and name. */
export interface SeededProducts {
  productId(instituteId: number, name: string): number;
}

export const APEX_PRODUCTS = [
  'JEE Crash Course 2027',
  'NEET Mock Test Series',
  'Physics Foundation',
] as const;
const LERNWERK_PRODUCTS = ['Abiturvorbereitung Mathematik'] as const;

/** Sam (user 202, the open user at Apex) owns two of Apex's three products. */
const SAM = 202;
const SAM_OWNS = ['JEE Crash Course 2027', 'NEET Mock Test Series'];

const key = (instituteId: number, name: string) => `${instituteId}\u0000${name}`;

/** A few products per selling institute, and who owns them (Sam, the open user, at Apex). */
export async function seedProducts(db: Db): Promise<SeededProducts> {
  const rows = await db
    .insert(products)
    .values([
      ...APEX_PRODUCTS.map((name) => ({ instituteId: APEX, name })),
      ...LERNWERK_PRODUCTS.map((name) => ({ instituteId: LERNWERK, name })),
    ])
    .returning({ id: products.id, instituteId: products.instituteId, name: products.name });
  const ids = new Map(rows.map((row) => [key(row.instituteId, row.name), row.id]));
  const productId = (instituteId: number, name: string) => {
    const id = ids.get(key(instituteId, name));
    if (id === undefined) throw new Error(`seed: no product ${name} in institute ${instituteId}`);
    return id;
  };
  await db
    .insert(userProducts)
    .values(SAM_OWNS.map((name) => ({ userId: SAM, productId: productId(APEX, name) })));
  return { productId };
}
