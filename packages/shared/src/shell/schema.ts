// zod/mini: the logo call is parsed before the sign-in page shows (see api/envelope.ts).
import * as z from 'zod/mini';
import { envelopeSchema } from '../api/envelope';

export const languageSchema = z.enum(['en', 'fr', 'hi', 'de']);
export type Language = z.infer<typeof languageSchema>;

/** YYYY-MM-DD */
export const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const academicYearSchema = z.object({
  inst_acad_year_id: z.number().check(z.int()),
  inst_acad_year: z.string(),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
});
export type AcademicYear = z.infer<typeof academicYearSchema>;

export const academicYearParamsSchema = z.object({
  instituteId: z.coerce.number().check(z.int(), z.positive()),
});
export const academicYearsResponseSchema = envelopeSchema(z.array(academicYearSchema));

export const logoQuerySchema = z.object({
  virtualHostUrl: z.string().check(z.trim(), z.minLength(1), z.maxLength(253)),
});
export const logoItemSchema = z.object({
  logoPath: z.string(),
  favIconPath: z.string(),
  instituteId: z.number().check(z.int()),
  /** Not in the original answer: lets the sign-in page speak the institute's language. */
  instituteName: z.string(),
  language: languageSchema,
});
export type LogoItem = z.infer<typeof logoItemSchema>;
export const logoResponseSchema = envelopeSchema(z.array(logoItemSchema));
