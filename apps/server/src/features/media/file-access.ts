import { sql } from 'drizzle-orm';
import { USER_TYPE_OPEN, USER_TYPE_STUDENT } from '@portal/shared/auth/rules';
import type { Db } from '../../db/client';
import type { Identity } from '../../plugins/auth';

/** How the caller may have a stored file: not at all, to view only (every share read-only), or to download. */
export type FileAccess = 'none' | 'view' | 'download';

/**
 * Whether a stored file was shared with the caller, in the caller's institute (the one rule every
 * file route asks; a file id in a request is a claim, never a fact):
 * - a document shared with the student, one of their batches, the course of one of those batches,
 *   or a product the user owns (students and open users; parents never see documents);
 * - a study file of a free e-course open to the student's courses (students only: the Study
 *   Library is hidden for open users) or of a paid e-course whose product the user owns;
 * - a live class recording of the student's batch or the user's product (parents too: they watch).
 * 'download' when at least one of the shares it comes through is not read-only (recordings are
 * downloadable; whether the institute lets recordings be downloaded is the recording route's rule).
 */
export async function fileAccess(db: Db, identity: Identity, fileId: number): Promise<FileAccess> {
  const student = identity.userType === USER_TYPE_STUDENT ? (identity.studentIds[0] ?? null) : null;
  const open = identity.userType === USER_TYPE_OPEN;
  const parent = !open && identity.userType !== USER_TYPE_STUDENT;
  // Parents watch their children's recordings only.
  const watched = parent ? identity.studentIds : student === null ? [] : [student];
  const studentArray = sql`array[${sql.join(
    [...watched, -1].map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;

  const result = (await db.execute(sql`
    with mine as (
      select b.id as batch_id, b.course_id
        from student_batches sb join batches b on b.id = sb.batch_id
       where sb.student_id = ${student ?? -1} and b.institute_id = ${identity.instituteId}
    ),
    owned as (
      select up.product_id from user_products up join products p on p.id = up.product_id
       where up.user_id = ${identity.userId} and p.institute_id = ${identity.instituteId}
    ),
    watched_batches as (
      select sb.batch_id from student_batches sb where sb.student_id = any(${studentArray})
    ),
    via as (
      select d.is_readonly
        from shared_documents d join document_shares s on s.document_id = d.id
       where ${!parent} and d.file_id = ${fileId} and d.institute_id = ${identity.instituteId}
         and (s.student_id = ${student ?? -1}
              or s.batch_id in (select batch_id from mine)
              or s.course_id in (select course_id from mine)
              or s.product_id in (select product_id from owned))
      union all
      select f.is_readonly
        from study_files f join study_topics t on t.id = f.topic_id join course_types c on c.id = t.course_type_id
       where ${!parent} and f.file_id = ${fileId} and c.institute_id = ${identity.instituteId}
         and ((not c.is_paid and ${student !== null}
               and (c.course_id is null or c.course_id in (select course_id from mine)))
              or (c.is_paid and c.product_id in (select product_id from owned)))
      union all
      select false
        from recordings r join timetable_entries e on e.id = r.entry_id
       where r.stored_file_id = ${fileId} and e.institute_id = ${identity.instituteId}
         and (e.batch_id in (select batch_id from watched_batches)
              or e.product_id in (select product_id from owned))
    )
    select bool_or(true) as readable, bool_or(not is_readonly) as writable from via
  `)) as unknown as { rows: Array<{ readable: boolean | null; writable: boolean | null }> };
  const row = result.rows[0];
  if (!row?.readable) return 'none';
  return row.writable ? 'download' : 'view';
}
