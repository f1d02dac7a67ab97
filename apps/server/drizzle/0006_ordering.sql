CREATE TABLE "exam_combos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"exam_indexes" integer[] NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_quizzes" (
	"exam_id" uuid PRIMARY KEY NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pre_exam_id" uuid NOT NULL,
	"workplace_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"exam_index" integer NOT NULL,
	"status" text DEFAULT 'waitingForTest' NOT NULL,
	"voucher_code" text,
	"quiz_form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"protocol_number" text NOT NULL,
	"patient_id" uuid,
	"animal_id" uuid,
	"household_id" uuid NOT NULL,
	"photo_id" uuid,
	"order" jsonb NOT NULL,
	"full_price_cents" integer NOT NULL,
	"remainder_cents" integer NOT NULL,
	"status" text DEFAULT 'waitingForTest' NOT NULL,
	"origin" text DEFAULT 'web' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_exams_one_subject" CHECK (("pre_exams"."patient_id" IS NULL) <> ("pre_exams"."animal_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "protocol_counters" (
	"workplace_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "protocol_counters_workplace_id_year_pk" PRIMARY KEY("workplace_id","year")
);
--> statement-breakpoint
CREATE TABLE "self_collection_kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"exam_indexes" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"workplace_id" uuid NOT NULL,
	"exam_index" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"patient_document" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "workplace_exams" (
	"workplace_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"price_cents" integer,
	"third_party" boolean DEFAULT false NOT NULL,
	CONSTRAINT "workplace_exams_workplace_id_exam_id_pk" PRIMARY KEY("workplace_id","exam_id")
);
--> statement-breakpoint
ALTER TABLE "exam_combos" ADD CONSTRAINT "exam_combos_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_quizzes" ADD CONSTRAINT "exam_quizzes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD CONSTRAINT "exam_requests_pre_exam_id_pre_exams_id_fk" FOREIGN KEY ("pre_exam_id") REFERENCES "public"."pre_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD CONSTRAINT "exam_requests_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD CONSTRAINT "exam_requests_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_exams" ADD CONSTRAINT "pre_exams_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_exams" ADD CONSTRAINT "pre_exams_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_exams" ADD CONSTRAINT "pre_exams_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_exams" ADD CONSTRAINT "pre_exams_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_exams" ADD CONSTRAINT "pre_exams_photo_id_stored_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_exams" ADD CONSTRAINT "pre_exams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_counters" ADD CONSTRAINT "protocol_counters_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_collection_kits" ADD CONSTRAINT "self_collection_kits_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplace_exams" ADD CONSTRAINT "workplace_exams_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplace_exams" ADD CONSTRAINT "workplace_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_combos_code" ON "exam_combos" USING btree ("workplace_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_requests_exam" ON "exam_requests" USING btree ("pre_exam_id","exam_index");--> statement-breakpoint
CREATE INDEX "exam_requests_workplace_status" ON "exam_requests" USING btree ("workplace_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_exams_protocol" ON "pre_exams" USING btree ("workplace_id","protocol_number");--> statement-breakpoint
CREATE INDEX "pre_exams_household" ON "pre_exams" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "self_collection_kits_code" ON "self_collection_kits" USING btree ("workplace_id","code");