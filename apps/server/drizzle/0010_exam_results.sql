CREATE TABLE "exam_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_request_id" uuid NOT NULL,
	"analyte_code" text NOT NULL,
	"analyte_name" jsonb NOT NULL,
	"qualitative" boolean NOT NULL,
	"value" text NOT NULL,
	"unit" text,
	"lower_limit" numeric,
	"upper_limit" numeric,
	"valid" boolean NOT NULL,
	"description" text,
	"interferent" text,
	"methodology" text,
	"result_at" timestamp with time zone NOT NULL,
	"process_time_seconds" integer,
	"source" text NOT NULL,
	"entered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_request_id_exam_requests_id_fk" FOREIGN KEY ("exam_request_id") REFERENCES "public"."exam_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_analyte" ON "exam_results" USING btree ("exam_request_id","analyte_code");