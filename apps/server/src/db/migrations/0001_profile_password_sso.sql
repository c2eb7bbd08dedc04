CREATE TABLE "assigned_courses" (
	"user_id" integer NOT NULL,
	"course" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assigned_courses_user_id_course_pk" PRIMARY KEY("user_id","course")
);
--> statement-breakpoint
CREATE TABLE "login_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"institute_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"institute_id" integer NOT NULL,
	"redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "institutes" ADD COLUMN "sso_secret_hash" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "mother_tongue" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "birth_place" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "religion" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "blood_group" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "aadhar" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_name" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_email" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_profession" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_phone" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_aadhar" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_phone" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_email" text;--> statement-breakpoint
ALTER TABLE "assigned_courses" ADD CONSTRAINT "assigned_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_keys" ADD CONSTRAINT "login_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_keys" ADD CONSTRAINT "login_keys_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_tokens" ADD CONSTRAINT "sso_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_tokens" ADD CONSTRAINT "sso_tokens_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_keys_expires_idx" ON "login_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_resets_user_time_idx" ON "password_resets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_time_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sso_tokens_expires_idx" ON "sso_tokens" USING btree ("expires_at");