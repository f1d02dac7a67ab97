ALTER TABLE "animals" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "animals" ADD COLUMN "anonymised_by" uuid;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_anonymised_by_users_id_fk" FOREIGN KEY ("anonymised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;