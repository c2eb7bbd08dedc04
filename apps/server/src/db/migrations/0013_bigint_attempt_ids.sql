ALTER TABLE "attempt_answers" ALTER COLUMN "attempt_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "attempts" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "attempts" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "panel_launch_keys" ALTER COLUMN "attempt_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "panel_tokens" ALTER COLUMN "attempt_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "test_standings" ALTER COLUMN "attempt_id" SET DATA TYPE bigint;