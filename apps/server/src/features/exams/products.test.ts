import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardView } from '@portal/shared/exams/rules';
import type { Test } from '@portal/shared/exams/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/requests';
import { desk, PRODUCT, signInDesk, type Tokens } from './testing';

let t: TestApp;
let who: Record<string, Tokens>;

beforeAll(async () => {
  t = await createTestApp();
  who = await signInDesk(t.app, ['aarav', 'sam', 'riya', 'meera']);
});
afterAll(() => t.close());

const SAM_USER = 202;
const APEX = 2;

const productIds = (person: Tokens, kind: string, headers: Record<string, string>) =>
  call<Array<{ test_id: number; test_institute_id: number }>>(
    t.app,
    'GET',
    `${PRODUCT}/prod/user-product/v2/assigned-product-test-ids/${kind}`,
    { token: person.student, host: person.host, headers },
  );
const samHeaders = { 'x-prod-inst-id': String(APEX), 'x-prod-user-id': String(SAM_USER) };

describe('GET {productApi}/prod/user-product/v2/assigned-product-test-ids/{kind}', () => {
  it("lists the tests of the caller's products by kind, by start", async () => {
    const mock = await productIds(who.sam!, 'Mock_Test', samHeaders);
    expect(mock.status).toBe(200);
    expect(mock.body.result).toEqual([
      { test_id: 9206, test_institute_id: APEX },
      { test_id: 9201, test_institute_id: APEX },
      { test_id: 9202, test_institute_id: APEX },
    ]);
    const online = await productIds(who.sam!, 'Online_Test', samHeaders);
    expect(online.body.result).toEqual([
      { test_id: 9204, test_institute_id: APEX },
      { test_id: 9205, test_institute_id: APEX },
      { test_id: 9203, test_institute_id: APEX },
    ]);
  });

  it('someone whose products hold no tests gets none', async () => {
    const aarav = await productIds(who.aarav!, 'Mock_Test', {
      'x-prod-inst-id': '1',
      'x-prod-user-id': '101',
    });
    expect(aarav).toMatchObject({ status: 200, body: { result: [] } });
  });

  it('headers naming another institute or user: 403; missing or an unknown kind: 400', async () => {
    expect((await productIds(who.sam!, 'Mock_Test', { ...samHeaders, 'x-prod-user-id': '201' })).status).toBe(
      403,
    );
    expect((await productIds(who.sam!, 'Mock_Test', { ...samHeaders, 'x-prod-inst-id': '1' })).status).toBe(
      403,
    );
    expect((await productIds(who.sam!, 'Mock_Test', {})).status).toBe(400);
    expect((await productIds(who.sam!, 'Free_Test', samHeaders)).status).toBe(400);
  });

  it("a parent may name a linked child (the session's user), nobody else", async () => {
    const child = await productIds(who.meera!, 'Mock_Test', {
      'x-prod-inst-id': '1',
      'x-prod-user-id': '101',
    });
    expect(child).toMatchObject({ status: 200, body: { result: [] } });
    expect(
      (await productIds(who.meera!, 'Mock_Test', { 'x-prod-inst-id': '1', 'x-prod-user-id': '104' })).status,
    ).toBe(403);
  });

  it('takes the student token (the exam desk token is refused)', async () => {
    const answer = await call(
      t.app,
      'GET',
      `${PRODUCT}/prod/user-product/v2/assigned-product-test-ids/Mock_Test`,
      {
        token: who.sam!.desk,
        host: who.sam!.host,
        headers: samHeaders,
      },
    );
    expect(answer.status).toBe(403);
  });
});

describe('POST {examDesk}/tests/list_id', () => {
  const list = (person: Tokens, body: unknown) => desk<never>(t.app, person, 'POST', '/tests/list_id', body);

  it("answers the caller's product tests with their status inputs, by the rules without the view state", async () => {
    const answer = await list(who.sam!, { test_ids: '9201,9202,9203', user_id: SAM_USER });
    expect(answer.status).toBe(200);
    const data = (answer.body as unknown as { data: Test[] }).data;
    expect(data.map((x) => x.test_id).sort()).toEqual([9201, 9202, 9203]);
    const now = Date.now();
    const action = (id: number) =>
      cardView(
        data.find((x) => x.test_id === id)!,
        now,
        { examDesk: false, parent: false },
      );
    expect(action(9201)).toMatchObject({ action: 'start', enabled: true });
    expect(action(9202)).toMatchObject({ status: 'upcoming', action: 'none' });
    expect(action(9203)).toMatchObject({ action: 'start', enabled: true });
    expect(data.find((x) => x.test_id === 9203)).toMatchObject({
      test_type_id: 4,
      test_institute_id: APEX,
      total_attempts: 0,
    });
  });

  it("another user's id, a test of a product not owned or not a product test: 403", async () => {
    expect((await list(who.sam!, { test_ids: '9201', user_id: 201 })).status).toBe(403);
    expect((await list(who.sam!, { test_ids: '9201,9101', user_id: SAM_USER })).status).toBe(403);
    expect((await list(who.riya!, { test_ids: '9201', user_id: 201 })).status).toBe(403);
    expect((await list(who.aarav!, { test_ids: '9201', user_id: 101 })).status).toBe(403);
    expect((await list(who.sam!, { test_ids: '123456', user_id: SAM_USER })).status).toBe(403);
    // A parent names the chosen child, who owns no product.
    expect((await list(who.meera!, { test_ids: '9201', user_id: 101 })).status).toBe(403);
    expect((await list(who.meera!, { test_ids: '9201', user_id: 202 })).status).toBe(403);
  });

  it('a malformed list is 400', async () => {
    for (const test_ids of ['', '9201,', 'abc', '9201;9203', '9201,,9203'])
      expect((await list(who.sam!, { test_ids, user_id: SAM_USER })).status, test_ids).toBe(400);
    expect((await list(who.sam!, { test_ids: '0', user_id: SAM_USER })).status).toBe(400);
    expect((await list(who.sam!, { user_id: SAM_USER })).status).toBe(400);
  });
});
