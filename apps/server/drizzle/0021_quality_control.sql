CREATE TABLE "control_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sample_code" text NOT NULL,
	"material" text NOT NULL,
	"round_code" text,
	"round_closes_at" timestamp with time zone,
	"lot" text NOT NULL,
	"lot_expires_on" date NOT NULL,
	"analyte" text NOT NULL,
	"unit" text,
	"target_mean" numeric,
	"target_sd" numeric,
	"range_low" numeric,
	"range_high" numeric,
	"expected_result" text,
	"value" text,
	"status" text DEFAULT 'running' NOT NULL,
	"violations" text[] DEFAULT '{}' NOT NULL,
	"error_code" text,
	"capsule_code" text,
	"capsule_lot" text,
	"result_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"step" text,
	"started_by" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"nfc_read_at" timestamp with time zone,
	"result_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "control_sample_sessions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider_user" text NOT NULL,
	"provider_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"entered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workplace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"by" uuid,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"granted_by" uuid NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_exam_request_id" uuid
);
--> statement-breakpoint
ALTER TABLE "workplaces" ADD COLUMN "quality_lockout" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "control_results" ADD CONSTRAINT "control_results_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_results" ADD CONSTRAINT "control_results_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_results" ADD CONSTRAINT "control_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_results" ADD CONSTRAINT "control_results_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_sample_sessions" ADD CONSTRAINT "control_sample_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_documents" ADD CONSTRAINT "quality_documents_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_documents" ADD CONSTRAINT "quality_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_events" ADD CONSTRAINT "quality_events_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_events" ADD CONSTRAINT "quality_events_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_overrides" ADD CONSTRAINT "quality_overrides_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_overrides" ADD CONSTRAINT "quality_overrides_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_overrides" ADD CONSTRAINT "quality_overrides_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_overrides" ADD CONSTRAINT "quality_overrides_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_overrides" ADD CONSTRAINT "quality_overrides_used_by_exam_request_id_exam_requests_id_fk" FOREIGN KEY ("used_by_exam_request_id") REFERENCES "public"."exam_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "control_results_reader_running" ON "control_results" USING btree ("reader_id") WHERE "control_results"."ended_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "control_results_sample_used" ON "control_results" USING btree ("sample_code") WHERE "control_results"."status" IN ('running', 'adequate', 'inadequate');--> statement-breakpoint
CREATE UNIQUE INDEX "control_results_capsule" ON "control_results" USING btree ("capsule_lot","capsule_code") WHERE "control_results"."capsule_code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "control_results_workplace" ON "control_results" USING btree ("workplace_id","reader_id","exam_id","started_at");--> statement-breakpoint
CREATE INDEX "control_results_series" ON "control_results" USING btree ("workplace_id","exam_id","material","lot","result_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_documents_name" ON "quality_documents" USING btree ("workplace_id","folder","name");--> statement-breakpoint
CREATE INDEX "quality_documents_folder" ON "quality_documents" USING btree ("workplace_id","folder","uploaded_at");--> statement-breakpoint
CREATE INDEX "quality_events_workplace" ON "quality_events" USING btree ("workplace_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_overrides_open" ON "quality_overrides" USING btree ("reader_id","exam_id") WHERE "quality_overrides"."used_at" IS NULL;--> statement-breakpoint
CREATE INDEX "quality_overrides_workplace" ON "quality_overrides" USING btree ("workplace_id","granted_at");