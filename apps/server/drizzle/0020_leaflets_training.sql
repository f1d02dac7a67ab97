CREATE TABLE "leaflets" (
	"code" text PRIMARY KEY NOT NULL,
	"exam_id" uuid NOT NULL,
	"version" text NOT NULL,
	"published_on" date NOT NULL,
	"sections" jsonb NOT NULL,
	"tutorial" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"grade" integer NOT NULL,
	"passed" boolean NOT NULL,
	"answers" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_attempts_grade" CHECK ("training_attempts"."grade" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "training_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trail_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer NOT NULL,
	"pass_grade" integer NOT NULL,
	"workload_minutes" integer NOT NULL,
	"lessons" jsonb NOT NULL,
	"quiz" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_courses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "training_trails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_trails_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "leaflets" ADD CONSTRAINT "leaflets_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_trail_id_training_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."training_trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_attempts_user" ON "training_attempts" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "training_courses_trail" ON "training_courses" USING btree ("trail_id","position");