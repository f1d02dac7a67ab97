CREATE TABLE "workplace_report_logos" (
	"workplace_id" uuid PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workplace_report_logos" ADD CONSTRAINT "workplace_report_logos_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;