CREATE TABLE "archive_question_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"archive_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "archive_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"archive_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"page" integer NOT NULL,
	"top" double precision NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_questions_status_check" CHECK ("archive_questions"."status" in ('proposed', 'confirmed')),
	CONSTRAINT "archive_questions_page_check" CHECK ("archive_questions"."page" >= 1),
	CONSTRAINT "archive_questions_top_check" CHECK ("archive_questions"."top" >= 0 and "archive_questions"."top" <= 1),
	CONSTRAINT "archive_questions_name_check" CHECK (char_length("archive_questions"."name") between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "archive_pages" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "archive_question_changes" ADD CONSTRAINT "archive_question_changes_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_question_changes" ADD CONSTRAINT "archive_question_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_questions" ADD CONSTRAINT "archive_questions_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_questions" ADD CONSTRAINT "archive_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_questions" ADD CONSTRAINT "archive_questions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_question_changes_archive_idx" ON "archive_question_changes" USING btree ("archive_id","changed_at");--> statement-breakpoint
CREATE INDEX "archive_questions_archive_idx" ON "archive_questions" USING btree ("archive_id","ordinal");--> statement-breakpoint
-- Every page OCR read before lines were kept is read again, for its lines' places; its text stays searchable
-- meanwhile (extraction keeps a page whose source is OCR).
UPDATE "archive_pages" SET "ocr_status" = 'waiting' WHERE "source" = 'ocr' AND "ocr_status" = 'done';--> statement-breakpoint
-- Every archive is read again, as search's own backfill did, so its lines are kept and its questions proposed;
-- one already waiting for extraction keeps its job.
INSERT INTO "jobs" ("id", "kind", "payload", "max_attempts", "dedupe_key")
SELECT gen_random_uuid(), 'extract-archive-text', jsonb_build_object('archive_id', "id"), 5, 'extract-archive-text:' || "id"
FROM "archives"
WHERE NOT EXISTS (
  SELECT 1 FROM "jobs" WHERE "dedupe_key" = 'extract-archive-text:' || "archives"."id" AND "status" IN ('pending', 'in_progress')
)
ORDER BY "id";
