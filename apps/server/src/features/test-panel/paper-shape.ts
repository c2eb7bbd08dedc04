import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What checking an answer needs of each question of a paper. */
export interface PaperShape {
  /** Questions in the paper (positions run 1..total). */
  total: number;
  questions: Map<number, { type: number; options: number; choices: number }>;
}

/**
 * A paper's question types and option counts, kept for a minute per test: every autosave
 * checks its answers against them, and a paper does not change under a sitting. Answers
 * and attempts are never kept in memory: the database stays the truth for those.
 */
const SHAPE_CACHE_MS = 60_000;
const SHAPE_CACHE_SIZE = 2_000;
const shapes = new Map<number, { shape: Promise<PaperShape>; until: number }>();

async function loadShape(db: Db, testId: number): Promise<PaperShape> {
  const result = (await db.execute(sql`select q.id, q.ques_type as type,
      jsonb_array_length(q.options)::int as options, coalesce(jsonb_array_length(q.match_choices), 0)::int as choices
    from test_questions tq join questions q on q.id = tq.question_id where tq.test_id = ${testId}`)) as unknown as {
    rows: Array<{ id: number; type: number; options: number; choices: number }>;
  };
  return {
    total: result.rows.length,
    questions: new Map(
      result.rows.map((row) => [
        row.id,
        { type: Number(row.type), options: Number(row.options), choices: Number(row.choices) },
      ]),
    ),
  };
}

export function paperShape(db: Db, testId: number, now: Date): Promise<PaperShape> {
  const cached = shapes.get(testId);
  if (cached && cached.until > now.getTime() && cached.until - SHAPE_CACHE_MS <= now.getTime())
    return cached.shape;
  if (shapes.size >= SHAPE_CACHE_SIZE) shapes.clear();
  const shape = loadShape(db, testId);
  shapes.set(testId, { shape, until: now.getTime() + SHAPE_CACHE_MS });
  shape.catch(() => shapes.delete(testId));
  return shape;
}
