import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PANEL_MESSAGES,
  type saveAnswersRequestSchema,
  type saveAnswersResultSchema,
} from '@portal/shared/test-panel/schema';
import { answerFits, type AnswerValue } from '@portal/shared/test-panel/rules';
import { rowsOf, type Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { closeAttempt } from './close';
import { paperShape } from './paper-shape';

type SaveRequest = z.infer<typeof saveAnswersRequestSchema>;
type SaveResult = z.infer<typeof saveAnswersResultSchema>;

const notInPaper = (id: number) => `Question ${id} is not in this test.`;
const doesNotFit = (id: number) => `The answer to question ${id} does not fit its question type.`;

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

interface AttemptState {
  status: 'in_progress' | 'submitted' | 'timed_out';
}

/** 409 for a closed attempt; one past its deadline is closed (scored) first. */
async function refuseClosed(db: Db, attemptId: number, now: Date): Promise<never> {
  const [state] = await rowsOf<AttemptState>(db, sql`select status from attempts where id = ${attemptId}`);
  if (!state) throw new HttpError(401, PANEL_MESSAGES.windowExpired);
  if (state.status === 'in_progress') await closeAttempt(db, attemptId, now, 'timeout');
  throw new HttpError(409, state.status === 'submitted' ? PANEL_MESSAGES.submitted : PANEL_MESSAGES.timeUp);
}

/**
 * PUT /api/answers: the panel's queue of answers. Per question the save with the greater
 * seq wins, whatever order the requests arrive in. Refused (409) once the attempt is
 * submitted or past its deadline (then the server closes it). The answers are checked
 * against the paper's shape (kept a minute per test), then one statement writes the
 * position and every answer, and only while the attempt is open. `time_spent` (seconds on
 * the question, cumulative) is kept at the larger of the stored and the sent.
 */
export async function saveAnswers(
  db: Db,
  grant: { attemptId: number; testId: number },
  body: SaveRequest,
  now: Date,
): Promise<SaveResult> {
  const { attemptId } = grant;
  // One save per question: the newest of the request.
  const latest = new Map<number, SaveRequest['answers'][number]>();
  for (const save of body.answers) {
    const before = latest.get(save.ques_id);
    if (!before || before.seq < save.seq) latest.set(save.ques_id, save);
  }
  const saves = [...latest.values()];
  const ids = saves.map((save) => save.ques_id);

  const shape = await paperShape(db, grant.testId, now);
  for (const save of saves) {
    const question = shape.questions.get(save.ques_id);
    if (!question) throw new HttpError(400, notInPaper(save.ques_id));
    const fits = answerFits(
      { ques_type: question.type, option_count: question.options, choice_count: question.choices },
      save.answer as AnswerValue | null,
    );
    if (!fits) throw new HttpError(400, doesNotFit(save.ques_id));
  }
  const position = body.current_position ?? null;
  if (position !== null && position > shape.total)
    throw new HttpError(400, `There is no question ${position} in this test.`);

  const incoming = JSON.stringify(
    saves.map((save) => ({
      ques_id: save.ques_id,
      answer: save.answer,
      marked: save.marked_for_review,
      seq: save.seq,
      time: save.time_spent ?? 0,
    })),
  );
  const [written] = await rowsOf<{
    open: number;
    deadline_at: Date | string | null;
    saved: Array<{ q: number; s: number | string }>;
  }>(
    db,
    // The update is the gate: it locks the attempt row (a submit's FOR UPDATE waits for
    // this statement, or this one waits and then finds the attempt closed) and writes the
    // position; the answers go in only when it matched.
    sql`with open as (
        update attempts set current_position = coalesce(${position}::int, current_position)
        where id = ${attemptId} and status = 'in_progress' and deadline_at > ${now.toISOString()}
        returning id, deadline_at, institute_id
      ), up as (
        insert into attempt_answers (attempt_id, institute_id, question_id, answer, marked_for_review, seq, updated_at, time_spent_seconds)
        select open.id, open.institute_id, x.ques_id, x.answer, x.marked, x.seq, ${now.toISOString()}, x.time
        from open cross join jsonb_to_recordset(${incoming}::jsonb) as x(ques_id int, answer jsonb, marked boolean, seq bigint, time int)
        on conflict (attempt_id, question_id) do update
          set answer = case when attempt_answers.seq < excluded.seq then excluded.answer else attempt_answers.answer end,
            marked_for_review = case when attempt_answers.seq < excluded.seq
              then excluded.marked_for_review else attempt_answers.marked_for_review end,
            updated_at = case when attempt_answers.seq < excluded.seq then excluded.updated_at else attempt_answers.updated_at end,
            seq = greatest(attempt_answers.seq, excluded.seq),
            time_spent_seconds = greatest(attempt_answers.time_spent_seconds, excluded.time_spent_seconds)
          -- The newer save wins the answer; time on the question only grows (cumulative),
          -- so a save carrying more seconds raises it even when its answer lost.
          where attempt_answers.seq < excluded.seq or attempt_answers.time_spent_seconds < excluded.time_spent_seconds
        returning question_id, seq
      )
      select (select count(*) from open)::int as open, (select deadline_at from open) as deadline_at,
        coalesce((select json_agg(json_build_object('q', question_id, 's', seq)) from up), '[]') as saved`,
  );
  // Closed (submitted, or past the deadline): answer why.
  if (!written || written.open === 0 || written.deadline_at === null) return refuseClosed(db, attemptId, now);
  const stored = new Map(written.saved.map((row) => [row.q, Number(row.s)]));
  // Saves that lost to a newer stored one: report the seq that stays.
  const kept = ids.filter((id) => !stored.has(id));
  if (kept.length > 0) {
    const rows = await rowsOf<{ q: number; s: number | string }>(
      db,
      sql`select question_id as q, seq as s from attempt_answers
        where attempt_id = ${attemptId} and question_id = any(${intArray(kept)}::int[])`,
    );
    for (const row of rows) stored.set(row.q, Number(row.s));
  }
  return {
    saved: body.answers.map((save) => ({ ques_id: save.ques_id, seq: stored.get(save.ques_id) ?? save.seq })),
    status: 'in_progress',
    deadline: new Date(written.deadline_at).toISOString(),
    server_time: now.toISOString(),
  };
}
