CREATE SEQUENCE "public"."attachment_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "assignment_attachments" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "assignment_attachments" ALTER COLUMN "id" SET DEFAULT nextval('attachment_ids');--> statement-breakpoint
ALTER TABLE "submission_attachments" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "submission_attachments" ALTER COLUMN "id" SET DEFAULT nextval('attachment_ids');
