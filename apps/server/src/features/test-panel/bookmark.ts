import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookmarks, testQuestions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { PanelGrant } from './panel-token';

/** PUT /api/bookmark: bookmarks a question of the window's paper (with its test), or takes it back. */
export async function setBookmark(
  db: Db,
  grant: PanelGrant,
  questionId: number,
  bookmarked: boolean,
  now: Date,
): Promise<{ ques_id: number; bookmarked: boolean }> {
  const [inPaper] = await db
    .select({ id: testQuestions.questionId })
    .from(testQuestions)
    .where(and(eq(testQuestions.testId, grant.testId), eq(testQuestions.questionId, questionId)))
    .limit(1);
  if (!inPaper) throw new HttpError(400, `Question ${questionId} is not in this test.`);
  if (bookmarked) {
    await db
      .insert(bookmarks)
      .values({ userId: grant.userId, questionId, testId: grant.testId, createdAt: now })
      .onConflictDoNothing();
  } else {
    await db
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, grant.userId), eq(bookmarks.questionId, questionId)));
  }
  return { ques_id: questionId, bookmarked };
}
