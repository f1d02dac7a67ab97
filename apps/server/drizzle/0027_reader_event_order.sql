ALTER TABLE "reader_events" ADD COLUMN "order_boot" uuid;--> statement-breakpoint
ALTER TABLE "reader_events" ADD COLUMN "order_seq" integer;--> statement-breakpoint
ALTER TABLE "reader_events" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reader_events" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Events stored before this migration were handled when they were stored.
UPDATE "reader_events" SET "handled_at" = "received_at";--> statement-breakpoint
CREATE INDEX "reader_events_order" ON "reader_events" USING btree ("reader_id","order_boot","order_seq");--> statement-breakpoint
CREATE INDEX "reader_events_waiting" ON "reader_events" USING btree ("reader_id") WHERE "reader_events"."handled_at" IS NULL;