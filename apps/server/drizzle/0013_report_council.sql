ALTER TABLE "exam_requests" ADD COLUMN "report_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "council_acronym" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "council_state" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "council_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profession" text;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD CONSTRAINT "exam_requests_report_hash_unique" UNIQUE("report_hash");