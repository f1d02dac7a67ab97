CREATE TABLE "rnds_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"exam_request_id" uuid NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"rnds_id" text,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "rnds_sends" ADD CONSTRAINT "rnds_sends_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rnds_sends" ADD CONSTRAINT "rnds_sends_exam_request_id_exam_requests_id_fk" FOREIGN KEY ("exam_request_id") REFERENCES "public"."exam_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rnds_sends" ADD CONSTRAINT "rnds_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rnds_sends_exam" ON "rnds_sends" USING btree ("workplace_id","exam_request_id","sent_at");