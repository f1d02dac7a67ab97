CREATE TABLE "schedule_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"patient_name" text NOT NULL,
	"phone" text,
	"location" text,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "schedule_bookings_duration" CHECK ("schedule_bookings"."duration_minutes" between 5 and 240)
);
--> statement-breakpoint
ALTER TABLE "schedule_bookings" ADD CONSTRAINT "schedule_bookings_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_bookings" ADD CONSTRAINT "schedule_bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_bookings_workplace" ON "schedule_bookings" USING btree ("workplace_id","starts_at");