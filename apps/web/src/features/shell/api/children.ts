import { queryOptions } from '@tanstack/react-query';
import type { StudentDetail } from '@portal/shared/auth/schema';
import type { LinkedStudents } from '@portal/shared/children/schema';
import { api } from '@/lib/api-client';

// The contract loads beside the first call (zod stays out of the header's chunk until a parent needs it).
const schemas = () => import('@portal/shared/children/schema');

/** GET /api/v1/portal/session/students (token): the children the session may act for, and the current one. */
export async function getLinkedStudents(): Promise<LinkedStudents> {
  const answer = await api.get('/api/v1/portal/session/students', {
    auth: true,
    schema: schemas().then((m) => m.linkedStudentsResponseSchema),
  });
  return answer.result;
}

/** PUT /api/v1/portal/session/student (token): the same session acts for this child from now on. */
export async function switchStudent(studentId: number): Promise<StudentDetail> {
  const answer = await api.put(
    '/api/v1/portal/session/student',
    { student_id: studentId },
    { auth: true, schema: schemas().then((m) => m.switchStudentResponseSchema) },
  );
  return answer.result;
}

export const linkedStudentsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['linked-students', userId],
    queryFn: getLinkedStudents,
    staleTime: 5 * 60_000,
  });
