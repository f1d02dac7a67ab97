CREATE TABLE "capsules_used" (
	"lot_id" uuid NOT NULL,
	"capsule_code" text NOT NULL,
	"exam_request_id" uuid NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "capsules_used_lot_id_capsule_code_pk" PRIMARY KEY("lot_id","capsule_code")
);
--> statement-breakpoint
CREATE TABLE "exam_run_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_request_id" uuid NOT NULL,
	"run_id" uuid,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_request_id" uuid NOT NULL,
	"workplace_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"nfc_read_at" timestamp with time zone,
	"capsule_code" text,
	"lot_number" text,
	"capsule_inserted_at" timestamp with time zone,
	"step" text,
	"waiting_since" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"error_code" text,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "capsules_used" ADD CONSTRAINT "capsules_used_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsules_used" ADD CONSTRAINT "capsules_used_exam_request_id_exam_requests_id_fk" FOREIGN KEY ("exam_request_id") REFERENCES "public"."exam_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_run_events" ADD CONSTRAINT "exam_run_events_exam_request_id_exam_requests_id_fk" FOREIGN KEY ("exam_request_id") REFERENCES "public"."exam_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_run_events" ADD CONSTRAINT "exam_run_events_run_id_exam_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."exam_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_runs" ADD CONSTRAINT "exam_runs_exam_request_id_exam_requests_id_fk" FOREIGN KEY ("exam_request_id") REFERENCES "public"."exam_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_runs" ADD CONSTRAINT "exam_runs_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_runs" ADD CONSTRAINT "exam_runs_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_runs" ADD CONSTRAINT "exam_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_run_events_exam" ON "exam_run_events" USING btree ("exam_request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_runs_active_reader" ON "exam_runs" USING btree ("reader_id") WHERE "exam_runs"."ended_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_runs_active_exam" ON "exam_runs" USING btree ("exam_request_id") WHERE "exam_runs"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "exam_runs_exam" ON "exam_runs" USING btree ("exam_request_id","started_at");