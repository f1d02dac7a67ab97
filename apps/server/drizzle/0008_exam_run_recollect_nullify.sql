CREATE TABLE "flow_reservations" (
	"lens_reader_id" uuid PRIMARY KEY NOT NULL,
	"flow_reader_id" uuid NOT NULL,
	"workplace_id" uuid NOT NULL,
	"reserved_by" uuid,
	"reserved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flow_reservations_flow_reader_id_unique" UNIQUE("flow_reader_id")
);
--> statement-breakpoint
CREATE TABLE "nullified_capsules" (
	"lot_id" uuid NOT NULL,
	"capsule_code" text NOT NULL,
	"workplace_id" uuid NOT NULL,
	"method" text NOT NULL,
	"nullified_by" uuid,
	"nullified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nullified_capsules_lot_id_capsule_code_pk" PRIMARY KEY("lot_id","capsule_code")
);
--> statement-breakpoint
ALTER TABLE "exam_requests" ADD COLUMN "recollect_reason" text;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD COLUMN "recollect_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD COLUMN "recollect_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD COLUMN "recollected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD COLUMN "old_capsule_code" text;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_runs" ADD COLUMN "redo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_runs" ADD COLUMN "step_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_runs" ADD COLUMN "continued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_runs" ADD COLUMN "tube3_volume_ul" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "instructions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_exams" ADD COLUMN "protocol_type" text DEFAULT 'attendance' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_exams" ADD COLUMN "requester" text;--> statement-breakpoint
ALTER TABLE "flow_reservations" ADD CONSTRAINT "flow_reservations_lens_reader_id_readers_id_fk" FOREIGN KEY ("lens_reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_reservations" ADD CONSTRAINT "flow_reservations_flow_reader_id_readers_id_fk" FOREIGN KEY ("flow_reader_id") REFERENCES "public"."readers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_reservations" ADD CONSTRAINT "flow_reservations_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_reservations" ADD CONSTRAINT "flow_reservations_reserved_by_users_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nullified_capsules" ADD CONSTRAINT "nullified_capsules_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nullified_capsules" ADD CONSTRAINT "nullified_capsules_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nullified_capsules" ADD CONSTRAINT "nullified_capsules_nullified_by_users_id_fk" FOREIGN KEY ("nullified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nullified_capsules_workplace" ON "nullified_capsules" USING btree ("workplace_id","nullified_at");