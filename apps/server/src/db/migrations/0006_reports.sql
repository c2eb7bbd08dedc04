CREATE TABLE "offline_exam_marks" (
	"entry_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"subject" text NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"marks_obtained" numeric(7, 2),
	"total_marks" numeric(7, 2) NOT NULL,
	CONSTRAINT "offline_exam_marks_entry_id_student_id_subject_pk" PRIMARY KEY("entry_id","student_id","subject"),
	CONSTRAINT "offline_exam_marks_total_check" CHECK ("offline_exam_marks"."total_marks" > 0),
	CONSTRAINT "offline_exam_marks_range_check" CHECK ("offline_exam_marks"."marks_obtained" is null or ("offline_exam_marks"."marks_obtained" >= 0 and "offline_exam_marks"."marks_obtained" <= "offline_exam_marks"."total_marks"))
);
--> statement-breakpoint
CREATE TABLE "offline_exam_sittings" (
	"entry_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"present" boolean NOT NULL,
	CONSTRAINT "offline_exam_sittings_entry_id_student_id_pk" PRIMARY KEY("entry_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "score_card_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "score_card_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "show_exam_rank" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "time_spent_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_exam_marks" ADD CONSTRAINT "offline_exam_marks_entry_id_timetable_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."timetable_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_exam_marks" ADD CONSTRAINT "offline_exam_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_exam_sittings" ADD CONSTRAINT "offline_exam_sittings_entry_id_timetable_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."timetable_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_exam_sittings" ADD CONSTRAINT "offline_exam_sittings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_card_keys" ADD CONSTRAINT "score_card_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_card_keys" ADD CONSTRAINT "score_card_keys_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_card_tokens" ADD CONSTRAINT "score_card_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_card_tokens" ADD CONSTRAINT "score_card_tokens_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_exam_marks_student_idx" ON "offline_exam_marks" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "offline_exam_marks_entry_subject_idx" ON "offline_exam_marks" USING btree ("entry_id","subject");--> statement-breakpoint
CREATE INDEX "offline_exam_sittings_student_idx" ON "offline_exam_sittings" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "score_card_keys_expires_idx" ON "score_card_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "score_card_tokens_expires_idx" ON "score_card_tokens" USING btree ("expires_at");