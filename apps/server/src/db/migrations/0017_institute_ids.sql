-- Issue 27: the hot tables carry their institute (docs/scaling.md: distributing by institute on
-- Citus needs the column in every row; the writers now set it). Added empty, filled from the row's
-- parent, then required. The user triggers (prepared results, attendance tallies) are paused while
-- filling: only institute_id changes, which none of them reads.
ALTER TABLE "student_batches" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "offline_exam_marks" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "offline_exam_sittings" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "student_batches" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "attendance" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "attempt_answers" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "attempts" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "offline_exam_marks" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "offline_exam_sittings" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "student_batches" sb SET "institute_id" = b."institute_id" FROM "batches" b WHERE b."id" = sb."batch_id";--> statement-breakpoint
UPDATE "attendance" a SET "institute_id" = e."institute_id" FROM "timetable_entries" e WHERE e."id" = a."entry_id";--> statement-breakpoint
UPDATE "attempts" a SET "institute_id" = t."institute_id" FROM "tests" t WHERE t."id" = a."test_id";--> statement-breakpoint
UPDATE "attempt_answers" aa SET "institute_id" = a."institute_id" FROM "attempts" a WHERE a."id" = aa."attempt_id";--> statement-breakpoint
UPDATE "offline_exam_marks" m SET "institute_id" = e."institute_id" FROM "timetable_entries" e WHERE e."id" = m."entry_id";--> statement-breakpoint
UPDATE "offline_exam_sittings" s SET "institute_id" = e."institute_id" FROM "timetable_entries" e WHERE e."id" = s."entry_id";--> statement-breakpoint
ALTER TABLE "student_batches" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "attendance" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "attempt_answers" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "attempts" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "offline_exam_marks" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "offline_exam_sittings" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "student_batches" ALTER COLUMN "institute_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ALTER COLUMN "institute_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_answers" ALTER COLUMN "institute_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ALTER COLUMN "institute_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_exam_marks" ALTER COLUMN "institute_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_exam_sittings" ALTER COLUMN "institute_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "student_batches" ADD CONSTRAINT "student_batches_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_exam_marks" ADD CONSTRAINT "offline_exam_marks_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_exam_sittings" ADD CONSTRAINT "offline_exam_sittings_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;
