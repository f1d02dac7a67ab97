CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "patients_search_name";--> statement-breakpoint
CREATE INDEX "patients_search_name_id" ON "patients" USING btree ("workplace_id","search_name","id");--> statement-breakpoint
CREATE INDEX "patients_search_name_trgm" ON "patients" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_document_number_trgm" ON "patients" USING gin ("document_number" gin_trgm_ops);