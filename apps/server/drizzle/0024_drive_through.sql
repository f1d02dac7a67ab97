CREATE TABLE "drive_through_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"household_id" uuid,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_through_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_through_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"hold_id" uuid NOT NULL,
	"pre_exam_id" uuid,
	"reserved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "drive_through_holds" ADD CONSTRAINT "drive_through_holds_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_through_holds" ADD CONSTRAINT "drive_through_holds_place_id_drive_through_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."drive_through_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_through_holds" ADD CONSTRAINT "drive_through_holds_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_through_holds" ADD CONSTRAINT "drive_through_holds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_through_places" ADD CONSTRAINT "drive_through_places_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_through_slots" ADD CONSTRAINT "drive_through_slots_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_through_slots" ADD CONSTRAINT "drive_through_slots_place_id_drive_through_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."drive_through_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_through_slots" ADD CONSTRAINT "drive_through_slots_hold_id_drive_through_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."drive_through_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_through_slots" ADD CONSTRAINT "drive_through_slots_pre_exam_id_pre_exams_id_fk" FOREIGN KEY ("pre_exam_id") REFERENCES "public"."pre_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drive_through_places_name" ON "drive_through_places" USING btree ("workplace_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_through_slots_time" ON "drive_through_slots" USING btree ("place_id","starts_at");--> statement-breakpoint
CREATE INDEX "drive_through_slots_hold" ON "drive_through_slots" USING btree ("hold_id","starts_at");