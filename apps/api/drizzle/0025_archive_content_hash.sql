ALTER TABLE "archives" ADD COLUMN "content_sha256" text;--> statement-breakpoint
CREATE INDEX "archives_content_sha256_idx" ON "archives" USING btree ("course_id","content_sha256");