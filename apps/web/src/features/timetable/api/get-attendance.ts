import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceRecord } from '@portal/shared/timetable/schema';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { loadTimetableSchemas } from './load-schemas';

/** POST /api/v1/reports/Student/attendance/{student_id}/{batch_id} (token): the student's records in a batch, newest first. */
export async function getAttendance(
  session: Session,
  studentId: number,
  batchId: number,
  signal?: AbortSignal,
): Promise<AttendanceRecord[]> {
  const { attendanceRequestSchema, attendanceResponseSchema } = await loadTimetableSchemas();
  const body = attendanceRequestSchema.parse({
    batch_id: batchId,
    standard_id: '-1',
    subject_id: '-1',
    teacher_id: '-1',
    type: 1,
    startdate: '',
    enddate: '',
    institute_id: session.institute_id,
    student_id: studentId,
  });
  const answer = await api.post(`/api/v1/reports/Student/attendance/${studentId}/${batchId}`, body, {
    auth: true,
    signal,
    schema: attendanceResponseSchema,
  });
  return answer.result;
}

export const attendanceQuery = (session: Session, studentId: number, batchId: number) =>
  queryOptions({
    queryKey: ['timetable', 'attendance', session.institute_id, studentId, batchId],
    queryFn: ({ signal }) => getAttendance(session, studentId, batchId, signal),
  });

export function useAttendance(session: Session, studentId: number, batchId: number) {
  return useQuery({ ...attendanceQuery(session, studentId, batchId), meta: { errorToast: true } });
}
