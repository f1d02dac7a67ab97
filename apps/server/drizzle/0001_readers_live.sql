CREATE TABLE "calibrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reader_id" uuid NOT NULL,
	"workplace_id" uuid NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"error_code" text,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reader_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reader_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "readers" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "readers" ADD COLUMN "virtual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "readers" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "readers" ADD COLUMN "status" jsonb;--> statement-breakpoint
ALTER TABLE "readers" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_events" ADD CONSTRAINT "reader_events_reader_id_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calibrations_reader" ON "calibrations" USING btree ("reader_id","requested_at");--> statement-breakpoint
CREATE INDEX "calibrations_pending" ON "calibrations" USING btree ("outcome","deadline_at");--> statement-breakpoint
CREATE INDEX "reader_events_reader" ON "reader_events" USING btree ("reader_id","received_at");