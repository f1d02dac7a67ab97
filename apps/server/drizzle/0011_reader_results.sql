CREATE TABLE "exam_result_parts" (
	"run_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"of" integer NOT NULL,
	"data" text NOT NULL,
	"hashcode" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_result_parts_run_id_part_pk" PRIMARY KEY("run_id","part")
);
--> statement-breakpoint
ALTER TABLE "exam_results" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "exam_result_parts" ADD CONSTRAINT "exam_result_parts_run_id_exam_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."exam_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_run_id_exam_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."exam_runs"("id") ON DELETE set null ON UPDATE no action;