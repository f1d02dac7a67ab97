CREATE TABLE "critical_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"exam_request_id" uuid NOT NULL,
	"analytes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"contacted_party" text,
	"contacted_name" text,
	"channel" text,
	"contacted_at" timestamp with time zone,
	"read_back" boolean,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "critical_notices" ADD CONSTRAINT "critical_notices_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critical_notices" ADD CONSTRAINT "critical_notices_exam_request_id_exam_requests_id_fk" FOREIGN KEY ("exam_request_id") REFERENCES "public"."exam_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critical_notices" ADD CONSTRAINT "critical_notices_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "critical_notices_open_exam" ON "critical_notices" USING btree ("exam_request_id") WHERE "critical_notices"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "critical_notices_workplace" ON "critical_notices" USING btree ("workplace_id","created_at");