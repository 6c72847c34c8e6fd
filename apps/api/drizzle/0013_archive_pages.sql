CREATE TABLE "archive_pages" (
	"archive_id" integer NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"ocr_status" text NOT NULL,
	"tokens" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_pages_archive_id_page_pk" PRIMARY KEY("archive_id","page"),
	CONSTRAINT "archive_pages_source_check" CHECK ("archive_pages"."source" in ('text_layer', 'ocr')),
	CONSTRAINT "archive_pages_ocr_status_check" CHECK ("archive_pages"."ocr_status" in ('not_needed', 'waiting', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "archive_pages" ADD CONSTRAINT "archive_pages_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_pages_tokens_idx" ON "archive_pages" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "archive_pages_ocr_idx" ON "archive_pages" USING btree ("ocr_status") WHERE "archive_pages"."ocr_status" = 'waiting';--> statement-breakpoint
-- The archives stored before search have no page text yet: one `extract-archive-text` job each, queued once by
-- whichever replica migrates first. Deleted archives are included: they can be restored.
INSERT INTO "jobs" ("id", "kind", "payload", "max_attempts", "dedupe_key")
SELECT gen_random_uuid(), 'extract-archive-text', jsonb_build_object('archive_id', "id"), 5, 'extract-archive-text:' || "id"
FROM "archives"
ORDER BY "id";
