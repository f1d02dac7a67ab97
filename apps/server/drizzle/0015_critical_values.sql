CREATE TABLE "workplace_critical_ranges" (
	"workplace_id" uuid NOT NULL,
	"analyte_id" uuid NOT NULL,
	"lower" numeric,
	"upper" numeric,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workplace_critical_ranges_workplace_id_analyte_id_pk" PRIMARY KEY("workplace_id","analyte_id")
);
--> statement-breakpoint
ALTER TABLE "exam_analytes" ADD COLUMN "critical_lower" numeric;--> statement-breakpoint
ALTER TABLE "exam_analytes" ADD COLUMN "critical_upper" numeric;--> statement-breakpoint
ALTER TABLE "exam_results" ADD COLUMN "critical" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workplace_critical_ranges" ADD CONSTRAINT "workplace_critical_ranges_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplace_critical_ranges" ADD CONSTRAINT "workplace_critical_ranges_analyte_id_exam_analytes_id_fk" FOREIGN KEY ("analyte_id") REFERENCES "public"."exam_analytes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workplace_critical_ranges" ADD CONSTRAINT "workplace_critical_ranges_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;