CREATE TABLE "answer_vote_casts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cast_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archives" ADD COLUMN "question_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "archives" ADD COLUMN "answered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_vote_casts" ADD CONSTRAINT "answer_vote_casts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_vote_casts_user_idx" ON "answer_vote_casts" USING btree ("user_id","cast_at");--> statement-breakpoint
-- An archive's coverage (product §4.15), counted again for the archives a statement touched, in the transaction
-- of that statement, whichever code path wrote it (the API, a job, an import, a restore): the course list and
-- a course's archives read the two columns instead of counting every question and answer on each read.
CREATE FUNCTION "count_archive_coverage"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "archives" SET
    "question_count" = (SELECT count(*) FROM "archive_questions" q WHERE q."archive_id" = "archives"."id"),
    "answered_count" = (
      SELECT count(DISTINCT s."question_id") FROM "answers" s
      WHERE s."archive_id" = "archives"."id" AND s."hidden_at" IS NULL AND s."kind" <> 'ai_draft'
    )
  WHERE "archives"."id" = ANY("ids")
$$;--> statement-breakpoint
CREATE FUNCTION "archive_coverage_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "count_archive_coverage"(ARRAY(SELECT DISTINCT "archive_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "count_archive_coverage"(ARRAY(SELECT DISTINCT "archive_id" FROM "old_rows"));
  ELSE
    PERFORM "count_archive_coverage"(ARRAY(
      SELECT "archive_id" FROM "new_rows" UNION SELECT "archive_id" FROM "old_rows"
    ));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "archive_questions_count_inserted" AFTER INSERT ON "archive_questions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "archive_coverage_changed"();--> statement-breakpoint
CREATE TRIGGER "archive_questions_count_updated" AFTER UPDATE ON "archive_questions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "archive_coverage_changed"();--> statement-breakpoint
CREATE TRIGGER "archive_questions_count_deleted" AFTER DELETE ON "archive_questions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "archive_coverage_changed"();--> statement-breakpoint
CREATE TRIGGER "answers_count_inserted" AFTER INSERT ON "answers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "archive_coverage_changed"();--> statement-breakpoint
CREATE TRIGGER "answers_count_updated" AFTER UPDATE ON "answers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "archive_coverage_changed"();--> statement-breakpoint
CREATE TRIGGER "answers_count_deleted" AFTER DELETE ON "answers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "archive_coverage_changed"();--> statement-breakpoint
SELECT "count_archive_coverage"(ARRAY(SELECT "id" FROM "archives"));--> statement-breakpoint
-- Flags left open on answers their authors deleted, which no administrator could reach any more: closed as
-- deleted, as a deletion now closes them (product §4.13).
UPDATE "answer_flags" SET "outcome" = 'deleted', "resolved_at" = now()
  WHERE "answer_id" IS NULL AND "resolved_at" IS NULL;
