import { instituteTimeZone } from '../../lib/institutes';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  PRODUCT_TEST_KINDS,
  type ListIdRequest,
  type ProductTestId,
  type ProductTestKind,
  type Test,
} from '@portal/shared/exams/schema';
import type { Db } from '../../db/client';
import { tests, userProducts } from '../../db/schema';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { testsWithAttempts } from './tests';
import { readableUserIds } from './whose';

/** Product tests of one kind (Mock_Test: type 1, Online_Test: type 4) of the products the user owns. */
export async function ownedProductTestIds(
  db: Db,
  userId: number,
  kind: ProductTestKind,
): Promise<ProductTestId[]> {
  const rows = await db
    .select({ test_id: tests.id, test_institute_id: tests.instituteId })
    .from(tests)
    .innerJoin(userProducts, eq(userProducts.productId, tests.productId))
    .where(and(eq(userProducts.userId, userId), eq(tests.testTypeId, PRODUCT_TEST_KINDS[kind])))
    .orderBy(asc(tests.startAt), asc(tests.id));
  return rows;
}

/**
 * POST /tests/list_id: the named product tests with the user's status inputs. user_id is the
 * caller or, for a parent, a linked child (the session's chosen child). Every id must be a
 * test of a product that user owns (403 otherwise, the same for an unknown id:
 * nothing tells a foreign id from a missing one).
 */
export async function productTests(
  db: Db,
  identity: Identity,
  body: ListIdRequest,
  now: Date,
): Promise<Test[]> {
  if (!(await readableUserIds(db, identity)).includes(body.user_id))
    throw new HttpError(403, MESSAGES.notYours);
  const userId = body.user_id;
  const ids = [...new Set(body.test_ids.split(',').map(Number))];
  if (ids.some((id) => id <= 0)) throw new HttpError(400, 'test_ids: Expected comma-separated test ids');
  const owned = await db
    .select({ id: tests.id })
    .from(tests)
    .innerJoin(
      userProducts,
      and(eq(userProducts.productId, tests.productId), eq(userProducts.userId, userId)),
    )
    .where(and(inArray(tests.id, ids), isNotNull(tests.productId)));
  const ownedIds = new Set(owned.map((row) => row.id));
  if (ids.some((id) => !ownedIds.has(id))) throw new HttpError(403, MESSAGES.notYours);
  const timeZone = (await instituteTimeZone(db, identity.instituteId)) ?? 'UTC';
  return testsWithAttempts(db, inArray(tests.id, ids), userId, now, timeZone);
}
