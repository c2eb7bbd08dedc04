import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';
import { studentDetailSchema } from '../auth/schema';

/**
 * The header's child switcher (beyond the spec): a parent linked to several students changes the
 * child the session acts for without signing out. Our own paths, under /api/v1/portal/session.
 */

/** GET /api/v1/portal/session/students: the students the session may switch between. */
export const linkedStudentsResultSchema = z.object({
  /** The student the session acts for now; null while it acts for every linked student (before a choice). */
  active_student_id: z.number().int().nullable(),
  /** Linked students who may sign in (fees due close a student's portal), in login order. */
  students: z.array(studentDetailSchema),
});
export type LinkedStudents = z.infer<typeof linkedStudentsResultSchema>;
export const linkedStudentsResponseSchema = envelopeSchema(linkedStudentsResultSchema);

/** PUT /api/v1/portal/session/student: act for this linked student from now on. */
export const switchStudentRequestSchema = z.object({
  student_id: z.number().int().positive(),
});
export type SwitchStudentRequest = z.infer<typeof switchStudentRequestSchema>;
/** The chosen student's details (the same shape as the login answer's student_details). */
export const switchStudentResponseSchema = envelopeSchema(studentDetailSchema);
