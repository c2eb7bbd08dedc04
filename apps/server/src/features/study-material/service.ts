import { sql, type SQL } from 'drizzle-orm';
import { USER_TYPE_OPEN, USER_TYPE_STUDENT } from '@portal/shared/auth/rules';
import type { CourseType, StudyMaterialRequest } from '@portal/shared/study-material/schema';
import type { Db } from '../../db/client';
import { HttpError, MESSAGES } from '../../lib/http-error';
import type { Identity } from '../../plugins/auth';
import { buildTree, type FileRow, type TopicRow } from './tree';

const notYours = () => new HttpError(403, MESSAGES.notYours);

/**
 * Who may see study material, and as whom: a student (their own student id in the path), an
 * open user (their own user id). Parents never (study material is hidden for them, spec 2).
 */
function viewer(identity: Identity): { studentId: number | null } {
  if (identity.userType === USER_TYPE_STUDENT) {
    const studentId = identity.studentIds[0];
    if (studentId === undefined) throw notYours();
    return { studentId };
  }
  if (identity.userType === USER_TYPE_OPEN) return { studentId: null };
  throw notYours();
}

/**
 * The e-courses the caller may see (the same rule as fileAccess for study files): free ones
 * of the student's courses (or of every student, course_id null), never for open users; paid
 * ones whose product the caller owns.
 */
function visibleCourseTypes(identity: Identity, studentId: number | null): SQL {
  return sql`
    select c.id, c.name, c.is_paid, c.product_id, c.position
      from course_types c
     where c.institute_id = ${identity.instituteId}
       and ((not c.is_paid and ${studentId !== null}
             and (c.course_id is null or c.course_id in (
                   select b.course_id from student_batches sb join batches b on b.id = sb.batch_id
                    where sb.student_id = ${studentId ?? -1} and b.institute_id = ${identity.instituteId})))
            or (c.is_paid and c.product_id in (
                   select up.product_id from user_products up where up.user_id = ${identity.userId})))`;
}

interface CourseTypeRow {
  id: number;
  name: string;
  is_paid: boolean;
  product_id: number | null;
}

/** GET get-student-ecourses/{institute_id}/{id}: the caller's e-courses that hold study material, by position. */
export async function studentEcourses(db: Db, identity: Identity, pathId: number): Promise<CourseType[]> {
  const { studentId } = viewer(identity);
  // The path id is a claim: a student's own student id, an open user's own user id.
  if (pathId !== (studentId ?? identity.userId)) throw notYours();
  // E-courses also group documents for open users: one without any study material is left out.
  const result = (await db.execute(sql`
    select * from (${visibleCourseTypes(identity, studentId)}) v
     where exists (select 1 from study_topics t where t.course_type_id = v.id)
     order by v.position, v.id`)) as unknown as { rows: CourseTypeRow[] };
  return result.rows.map((row) => ({
    course_type_id: row.id,
    course_type: row.name,
    isPaid: row.is_paid ? 'Y' : 'N',
    product_id: row.product_id,
  }));
}

/** POST get-study-material: the subjects of one of the caller's e-courses, with their topics and files. */
export async function studyMaterial(db: Db, identity: Identity, body: StudyMaterialRequest) {
  if (body.institute_id !== identity.instituteId) throw notYours();
  const { studentId } = viewer(identity);
  const found = (await db.execute(sql`
    select v.product_id, i.elearn_enabled as vimeo_downloadable
      from (${visibleCourseTypes(identity, studentId)}) v join institutes i on i.id = ${identity.instituteId}
     where v.id = ${body.ecourse_id}`)) as unknown as {
    rows: Array<{ product_id: number | null; vimeo_downloadable: boolean }>;
  };
  const course = found.rows[0];
  // Another institute's, a paid one not owned, one of another course, or a product id that is not its own.
  if (!course || course.product_id !== body.product_id) throw notYours();

  const topics = (await db.execute(sql`
    select id, parent_id, name from study_topics
     where course_type_id = ${body.ecourse_id}
     order by position, id`)) as unknown as { rows: TopicRow[] };
  const files = (await db.execute(sql`
    select f.id, f.topic_id, f.title, f.file_type, f.file_id, f.youtube_id, f.vimeo_video_id,
           f.is_readonly, f.shared_at, f.poster_url, s.file_name
      from study_topics t
      join study_files f on f.topic_id = t.id
      left join stored_files s on s.id = f.file_id
     where t.course_type_id = ${body.ecourse_id}
     order by f.position, f.id`)) as unknown as { rows: FileRow[] };
  return buildTree(topics.rows, files.rows, course.vimeo_downloadable);
}
