ALTER TABLE "exams" ADD COLUMN "notifiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "exam_requests_workplace_released" ON "exam_requests" USING btree ("workplace_id","released_at","id") WHERE "exam_requests"."released_at" IS NOT NULL;--> statement-breakpoint
-- Databases that already hold the catalogue: flag its exams on Brazil's compulsory-notification list
-- (HIV/AIDS, syphilis, hepatitis B, COVID-19); the seed and new catalogue rows carry the flag themselves.
UPDATE "exams" SET "notifiable" = true WHERE "code" IN ('HIV', 'SYPHILIS', 'HBSAG', 'COVID_AG', 'COVID_PCR');
