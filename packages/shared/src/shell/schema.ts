import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';
import { languageSchema } from '../auth/schema';

/** YYYY-MM-DD */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const academicYearSchema = z.object({
  inst_acad_year_id: z.number().int(),
  inst_acad_year: z.string(),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
});
export type AcademicYear = z.infer<typeof academicYearSchema>;

export const academicYearParamsSchema = z.object({
  instituteId: z.coerce.number().int().positive(),
});
export const academicYearsResponseSchema = envelopeSchema(z.array(academicYearSchema));

export const logoQuerySchema = z.object({
  virtualHostUrl: z.string().trim().min(1).max(253),
});
export const logoItemSchema = z.object({
  logoPath: z.string(),
  favIconPath: z.string(),
  instituteId: z.number().int(),
  /** Not in the original answer: lets the sign-in page speak the institute's language. */
  instituteName: z.string(),
  language: languageSchema,
});
export type LogoItem = z.infer<typeof logoItemSchema>;
export const logoResponseSchema = envelopeSchema(z.array(logoItemSchema));
