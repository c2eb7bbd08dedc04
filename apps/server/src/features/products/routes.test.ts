import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemTypeDescription, Product } from '@portal/shared/products/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call, signInAll } from '../../test/requests';
import { rowsOf } from '../../db/client';

const BASE = '/api/product/prod/student-product';
const HOSTS: Record<string, string | undefined> = {
  sam: 'apex.localhost',
  riya: 'apex.localhost',
  jonas: 'lernwerk.localhost',
};
const IDS: Record<string, [institute: number, user: number]> = {
  sam: [2, 202],
  riya: [2, 201],
  jonas: [5, 501],
  aarav: [1, 101],
  meera: [1, 103],
};
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t.app, ['sam', 'riya', 'jonas', 'aarav', 'meera']);
});
afterAll(() => t.close());

const headersOf = (who: string) => {
  const [institute, user] = IDS[who]!;
  return { 'x-prod-inst-id': String(institute), 'x-prod-user-id': String(user) };
};

const myProducts = (who: string, headers: Record<string, string> = headersOf(who), signedIn = true) =>
  call<Product[]>(t.app, 'GET', `${BASE}/my-products`, {
    token: signedIn ? tokens[who] : undefined,
    host: HOSTS[who],
    headers,
  });

const itemTypes = (who: string, id: number | string, headers: Record<string, string> = headersOf(who)) =>
  call<ItemTypeDescription[]>(t.app, 'GET', `${BASE}/item-type-description/${id}`, {
    token: tokens[who],
    host: HOSTS[who],
    headers,
  });

async function productId(name: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    t.database.db,
    sql`select id from products where name = ${name}`,
  );
  return row!.id;
}

describe('GET {productApi}/prod/student-product/my-products', () => {
  it("lists the caller's products, newest purchase first, with e-courses, order ids and dates", async () => {
    const now = Date.now();
    const answer = await myProducts('sam');
    expect(answer.status, answer.body.message).toBe(200);
    const list = answer.body.result;
    expect(list.map((p) => [p.title, p.expired])).toEqual([
      ['NEET Mock Test Series', 0],
      ['JEE Crash Course 2027', 0],
      ['Foundation Maths 2025', 1],
    ]);
    const crash = list[1]!;
    expect(crash).toMatchObject({
      price: 14999,
      country_details: { currency_code: 'INR' },
      public_order_id: 'APX-2026-10482',
      is_enrolled: true,
      category: 'JEE Advanced 2027',
      logo_url: '/files/institutes/apex/logo.svg',
    });
    expect(crash.about).toContain('<b>120-day</b>');
    expect(JSON.parse(crash.youtube_url)).toEqual([
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://vimeo.com/1084537',
      'https://vimeo.com/76979871',
      'https://vimeo.com/22439234',
    ]);
    expect(crash.product_ecourse_maps.length).toBeGreaterThan(0);
    expect(Math.round((now - Date.parse(crash.enrolled_date!)) / DAY)).toBe(40);
    expect(Math.round((Date.parse(crash.expire_on!) - now) / DAY)).toBe(300);
    expect(list[0]!.price).toBe(0);
    expect(list.map((p) => p.title)).not.toContain('Physics Foundation');
  });

  it("names the product's e-courses from course_types, in order", async () => {
    const id = await productId('JEE Crash Course 2027');
    const names = await rowsOf<{ name: string }>(
      t.database.db,
      sql`select name from course_types where product_id = ${id} order by position, id`,
    );
    const crash = (await myProducts('sam')).body.result.find((p) => p.id === id)!;
    expect(crash.product_ecourse_maps).toEqual(names.map((n) => ({ course_type: n.name })));
  });

  it("decides expired against the app's clock: expired from its expiry instant on", async () => {
    const id = await productId('NEET Mock Test Series');
    const expiry = new Date(Date.now() + 60_000);
    const neet = async () => (await myProducts('sam')).body.result.find((p) => p.id === id)!;
    const [before] = await rowsOf<{ expires_at: string }>(
      t.database.db,
      sql`select expires_at from user_products where user_id = 202 and product_id = ${id}`,
    );
    await t.database.db.execute(
      sql`update user_products set expires_at = ${expiry.toISOString()} where user_id = 202 and product_id = ${id}`,
    );
    try {
      t.clock.now = new Date(expiry.getTime() - 1);
      expect(await neet()).toMatchObject({ expired: 0, expire_on: expiry.toISOString() });
      t.clock.now = expiry;
      expect((await neet()).expired).toBe(1);
    } finally {
      t.clock.now = null;
      await t.database.db.execute(
        sql`update user_products set expires_at = ${before!.expires_at} where user_id = 202 and product_id = ${id}`,
      );
    }
  });

  it('gives each person their own: Riya one active and one expired, Jonas his EUR product', async () => {
    const riya = (await myProducts('riya')).body.result;
    expect(riya.map((p) => [p.title, p.expired])).toEqual([
      ['JEE Advanced Test Series', 0],
      ['Chemistry Revision 2025', 1],
    ]);
    const jonas = await myProducts('jonas');
    expect(jonas.status).toBe(200);
    expect(jonas.body.result).toHaveLength(1);
    expect(jonas.body.result[0]).toMatchObject({
      title: 'Abiturvorbereitung Mathematik',
      price: 249,
      country_details: { currency_code: 'EUR' },
      expired: 0,
    });
  });

  it("a school student gets what he bought in his school's store; a parent (who owns none) an empty list", async () => {
    const aarav = await myProducts('aarav');
    expect(aarav.status).toBe(200);
    expect(aarav.body.result).toHaveLength(1);
    expect(aarav.body.result[0]).toMatchObject({
      title: 'Science Olympiad Prep',
      price: 1499,
      country_details: { currency_code: 'INR' },
      expired: 0,
      product_ecourse_maps: [{ course_type: 'Science Olympiad Prep – Course' }],
    });
    expect(await myProducts('meera')).toMatchObject({ status: 200, body: { result: [] } });
  });

  it('headers naming another user or institute: 403; a parent naming a child: 403', async () => {
    for (const headers of [
      { ...headersOf('sam'), 'x-prod-user-id': '201' },
      { ...headersOf('sam'), 'x-prod-inst-id': '1' },
      { ...headersOf('meera'), 'x-prod-user-id': '101' },
    ]) {
      const who = headers['x-prod-inst-id'] === '1' && headers['x-prod-user-id'] === '101' ? 'meera' : 'sam';
      const answer = await myProducts(who, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body.message).toBe('You are not allowed to see this record.');
    }
  });

  it('missing or malformed headers: 400; no token: 401', async () => {
    expect((await myProducts('sam', {})).status).toBe(400);
    expect((await myProducts('sam', { 'x-prod-inst-id': '2' })).status).toBe(400);
    expect((await myProducts('sam', { ...headersOf('sam'), 'x-prod-user-id': 'abc' })).status).toBe(400);
    expect((await myProducts('sam', headersOf('sam'), false)).status).toBe(401);
  });
});

describe('GET {productApi}/prod/student-product/item-type-description/{id}', () => {
  it('lists what an owned product includes, by position', async () => {
    const answer = await itemTypes('sam', await productId('JEE Crash Course 2027'));
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result.map((i) => i.item_type)).toEqual([
      'Live Class',
      'Study Material',
      'Mock Test',
      'Video Lecture',
    ]);
    expect(answer.body.result[0]!.description).toMatch(/live classes/);
  });

  it('works for an expired product the caller owns, and with only x-prod-inst-id', async () => {
    const id = await productId('Foundation Maths 2025');
    expect((await itemTypes('sam', id)).body.result).toHaveLength(3);
    const bare = await itemTypes('sam', id, { 'x-prod-inst-id': '2' });
    expect(bare.status).toBe(200);
  });

  it('every seeded product includes 2 to 5 item types', async () => {
    const counts = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(pi.item_type)::int as n from products p left join product_items pi on pi.product_id = p.id group by p.id`,
    );
    expect(counts.length).toBeGreaterThan(0);
    for (const { n } of counts) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
  });

  it("a product the caller does not own, another institute's, or an unknown one: 403", async () => {
    expect((await itemTypes('sam', await productId('Physics Foundation'))).status).toBe(403);
    expect((await itemTypes('riya', await productId('JEE Crash Course 2027'))).status).toBe(403);
    expect((await itemTypes('sam', await productId('Abiturvorbereitung Mathematik'))).status).toBe(403);
    expect((await itemTypes('jonas', await productId('JEE Crash Course 2027'))).status).toBe(403);
    expect((await itemTypes('sam', 987654)).status).toBe(403);
    expect((await itemTypes('meera', await productId('JEE Crash Course 2027'))).status).toBe(403);
  });

  it('headers naming another institute or user: 403 even for an owned product', async () => {
    const id = await productId('JEE Crash Course 2027');
    expect((await itemTypes('sam', id, { ...headersOf('sam'), 'x-prod-inst-id': '5' })).status).toBe(403);
    expect((await itemTypes('sam', id, { ...headersOf('sam'), 'x-prod-user-id': '201' })).status).toBe(403);
  });

  it('a malformed id or missing header: 400, never 500', async () => {
    expect((await itemTypes('sam', 'abc')).status).toBe(400);
    expect((await itemTypes('sam', 0)).status).toBe(400);
    expect((await itemTypes('sam', '99999999999')).status).toBe(400);
    expect((await itemTypes('sam', 1, {})).status).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents both calls under the products tag, with their headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; parameters?: Array<{ name: string }> }>
      >;
    };
    const tagged = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('products') && op.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(tagged.sort()).toEqual([`GET ${BASE}/item-type-description/{id}`, `GET ${BASE}/my-products`]);
    const mine = doc.paths[`${BASE}/my-products`]!.get!;
    expect(mine.parameters!.map((p) => p.name).sort()).toEqual(['x-prod-inst-id', 'x-prod-user-id']);
  });
});
