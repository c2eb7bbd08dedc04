import { z } from 'zod';
import { envelopeSchema } from '../api/envelope';

/**
 * The study material calls of spec learning-content section 7 (e-courses, the subject tree).
 * Field names are the wire contract.
 */

const id = z.number().int().positive();
const yesNo = z.enum(['Y', 'N']);

/** spec section 3, study file types (the keys of studyMaterialMap). */
export const STUDY_FILE_TYPES = [
  'Assignment',
  'Other',
  'Images',
  'Slides',
  'Notes',
  'PreviousYearQuestionsPaper',
  'EBook',
  'Exam',
  'AudioNotes',
  'Vimeo',
  'YoutubeURL',
  'VDOCipher',
] as const;
export type StudyFileType = (typeof STUDY_FILE_TYPES)[number];

// --- GET /api/v1/instFileSystem/get-student-ecourses/{institute_id}/{id} ----------

export const ecoursesParamsSchema = z.object({
  institute_id: z.coerce.number().int().positive(),
  /** The caller's student id (students) or user id (open users): a claim, checked. */
  id: z.coerce.number().int().positive(),
});
export const ecoursesQuerySchema = z.object({ source: z.string().max(40).optional() });

/** spec section 3, course type (an e-course). */
export const courseTypeSchema = z.object({
  course_type_id: id,
  course_type: z.string(),
  /** Y: a paid e-course that comes with a product (Purchased Product tab); N: Study Library. */
  isPaid: yesNo,
  product_id: id.nullable(),
});
export type CourseType = z.infer<typeof courseTypeSchema>;
export const ecoursesResponseSchema = envelopeSchema(z.array(courseTypeSchema));

// --- POST /api/v1/instFileSystem/get-study-material ----------------------------------

export const studyMaterialRequestSchema = z.object({
  ecourse_id: id,
  institute_id: id,
  /** The e-course's product for paid ones; null for free ones. */
  product_id: id.nullable(),
});
export type StudyMaterialRequest = z.infer<typeof studyMaterialRequestSchema>;

/** spec section 3, study file. */
export const studyFileSchema = z.object({
  /** The study file's own id (an extension of the spec: a stable key). */
  study_file_id: id,
  title: z.string(),
  /** The stored file's name (its extension picks the viewer); null for YouTube and Vimeo. */
  file_name: z.string().nullable(),
  /** The stored file's id (downloads, views, protected videos); null for YouTube and Vimeo. */
  file_id: id.nullable(),
  /** ISO 8601 instant. */
  student_file_share_date: z.string(),
  /** The file type (one of STUDY_FILE_TYPES). */
  category_name: z.enum(STUDY_FILE_TYPES),
  /** Y: viewed in the portal, never downloaded. */
  is_readonly: yesNo,
  /** VDOCipher: the stored file's id as a string (the videoOTP call's videoID); Vimeo: the Vimeo video id; else null. */
  videoID: z.string().nullable(),
  is_vimeo: z.boolean(),
  is_vdocipher: z.boolean(),
  youtubeVideoID: z.string().nullable(),
  /** The public page of a YouTube or Vimeo video; null otherwise. */
  video_url: z.string().nullable(),
  posterUrl: z.string().nullable(),
  posterList: z.array(z.string()),
});
export type StudyFile = z.infer<typeof studyFileSchema>;

export interface StudyNode {
  subjectId: number;
  subjectName: string;
  /** null on a subject itself; a topic's id at any depth below it. */
  topicId: number | null;
  topicName: string | null;
  studyMaterialMap: Partial<Record<StudyFileType, StudyFile[]>>;
  subtopicList: StudyNode[];
  vimeo_video_downlodable: boolean;
}

/** spec section 3, study material subject: a subject (topicId null) or a topic, nested to any depth. */
export const studyNodeSchema: z.ZodType<StudyNode> = z.lazy(() =>
  z.object({
    subjectId: id,
    subjectName: z.string(),
    topicId: id.nullable(),
    topicName: z.string().nullable(),
    studyMaterialMap: z.partialRecord(z.enum(STUDY_FILE_TYPES), z.array(studyFileSchema)),
    subtopicList: z.array(studyNodeSchema),
    vimeo_video_downlodable: z.boolean(),
  }),
);
export const studyMaterialResponseSchema = envelopeSchema(z.array(studyNodeSchema));
