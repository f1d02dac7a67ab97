CREATE TABLE "result_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_request_id" uuid NOT NULL,
	"analyte_code" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"reason" text NOT NULL,
	"by" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_requests" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD COLUMN "released_by" uuid;--> statement-breakpoint
ALTER TABLE "result_revisions" ADD CONSTRAINT "result_revisions_exam_request_id_exam_requests_id_fk" FOREIGN KEY ("exam_request_id") REFERENCES "public"."exam_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_revisions" ADD CONSTRAINT "result_revisions_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_revisions_exam" ON "result_revisions" USING btree ("exam_request_id","at");--> statement-breakpoint
ALTER TABLE "exam_requests" ADD CONSTRAINT "exam_requests_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;