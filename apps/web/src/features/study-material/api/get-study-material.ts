import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseType, StudyNode } from '@portal/shared/study-material/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadStudySchemas } from './load-schemas';

/** POST /api/v1/instFileSystem/get-study-material (token): an e-course's subjects, topics and files. */
export async function getStudyMaterial(
  session: Session,
  course: CourseType,
  signal?: AbortSignal,
): Promise<StudyNode[]> {
  const { studyMaterialRequestSchema, studyMaterialResponseSchema } = await loadStudySchemas();
  const body = studyMaterialRequestSchema.parse({
    ecourse_id: course.course_type_id,
    institute_id: session.institute_id,
    product_id: course.isPaid === 'Y' ? course.product_id : null,
  });
  const answer = await api.post('/api/v1/instFileSystem/get-study-material', body, {
    auth: true,
    signal,
    schema: studyMaterialResponseSchema,
  });
  return answer.result;
}

export const studyMaterialQuery = (session: Session, course: CourseType) =>
  queryOptions({
    queryKey: ['study-material', 'tree', session.institute_id, course.course_type_id, course.product_id],
    queryFn: ({ signal }) => getStudyMaterial(session, course, signal),
  });

const NONE: CourseType = { course_type_id: 1, course_type: '', isPaid: 'N', product_id: null };

export function useStudyMaterial(session: Session, course: CourseType | null) {
  return useQuery({
    ...studyMaterialQuery(session, course ?? NONE),
    enabled: course !== null,
    meta: { errorToast: true },
  });
}
