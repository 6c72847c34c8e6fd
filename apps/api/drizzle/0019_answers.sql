CREATE TABLE "ai_answer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" integer NOT NULL,
	"archive_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"answer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ai_answer_requests_status_check" CHECK ("ai_answer_requests"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "answer_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_comments_body_check" CHECK (char_length("answer_comments"."body") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "answer_endorsements" (
	"answer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_endorsements_answer_id_user_id_pk" PRIMARY KEY("answer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "answer_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer,
	"question_id" integer,
	"archive_id" integer NOT NULL,
	"flagger_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"outcome" text,
	"outcome_seen_at" timestamp with time zone,
	CONSTRAINT "answer_flags_reason_check" CHECK ("answer_flags"."reason" in ('wrong', 'inappropriate', 'ai')),
	CONSTRAINT "answer_flags_outcome_check" CHECK ("answer_flags"."outcome" is null or "answer_flags"."outcome" in ('kept', 'hidden', 'deleted')),
	CONSTRAINT "answer_flags_note_check" CHECK ("answer_flags"."note" is null or char_length("answer_flags"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "answer_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_votes" (
	"answer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_votes_answer_id_user_id_pk" PRIMARY KEY("answer_id","user_id"),
	CONSTRAINT "answer_votes_value_check" CHECK ("answer_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"archive_id" integer NOT NULL,
	"author_id" integer,
	"kind" text DEFAULT 'human' NOT NULL,
	"body" text NOT NULL,
	"ai_model" text,
	"ai_region" jsonb,
	"official_by" integer,
	"official_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "answers_kind_check" CHECK ("answers"."kind" in ('human', 'ai_draft', 'ai_based')),
	CONSTRAINT "answers_body_check" CHECK (char_length("answers"."body") between 1 and 20000),
	CONSTRAINT "answers_ai_draft_not_official_check" CHECK ("answers"."kind" <> 'ai_draft' or "answers"."official_at" is null)
);
--> statement-breakpoint
CREATE TABLE "archive_completions" (
	"user_id" integer NOT NULL,
	"archive_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_completions_user_id_archive_id_pk" PRIMARY KEY("user_id","archive_id")
);
--> statement-breakpoint
CREATE TABLE "archive_question_locks" (
	"archive_id" integer PRIMARY KEY NOT NULL,
	"locked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_experts" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_experts_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "question_bookmarks" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_bookmarks_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "ai_answer_requests" ADD CONSTRAINT "ai_answer_requests_question_id_archive_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."archive_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_answer_requests" ADD CONSTRAINT "ai_answer_requests_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_answer_requests" ADD CONSTRAINT "ai_answer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_answer_requests" ADD CONSTRAINT "ai_answer_requests_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_endorsements" ADD CONSTRAINT "answer_endorsements_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_endorsements" ADD CONSTRAINT "answer_endorsements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_flags" ADD CONSTRAINT "answer_flags_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_flags" ADD CONSTRAINT "answer_flags_question_id_archive_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."archive_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_flags" ADD CONSTRAINT "answer_flags_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_flags" ADD CONSTRAINT "answer_flags_flagger_id_users_id_fk" FOREIGN KEY ("flagger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_flags" ADD CONSTRAINT "answer_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_versions" ADD CONSTRAINT "answer_versions_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_archive_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."archive_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_official_by_users_id_fk" FOREIGN KEY ("official_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_completions" ADD CONSTRAINT "archive_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_completions" ADD CONSTRAINT "archive_completions_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_question_locks" ADD CONSTRAINT "archive_question_locks_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_question_locks" ADD CONSTRAINT "archive_question_locks_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_experts" ADD CONSTRAINT "course_experts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_experts" ADD CONSTRAINT "course_experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_experts" ADD CONSTRAINT "course_experts_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bookmarks" ADD CONSTRAINT "question_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bookmarks" ADD CONSTRAINT "question_bookmarks_question_id_archive_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."archive_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_answer_requests_user_idx" ON "ai_answer_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_answer_requests_question_idx" ON "ai_answer_requests" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "answer_comments_answer_idx" ON "answer_comments" USING btree ("answer_id","id");--> statement-breakpoint
CREATE INDEX "answer_comments_author_idx" ON "answer_comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "answer_flags_once_idx" ON "answer_flags" USING btree ("answer_id","flagger_id","reason");--> statement-breakpoint
CREATE INDEX "answer_flags_open_idx" ON "answer_flags" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "answer_flags_flagger_idx" ON "answer_flags" USING btree ("flagger_id","created_at");--> statement-breakpoint
CREATE INDEX "answer_versions_answer_idx" ON "answer_versions" USING btree ("answer_id","id");--> statement-breakpoint
CREATE INDEX "answer_votes_user_idx" ON "answer_votes" USING btree ("user_id","voted_at");--> statement-breakpoint
CREATE INDEX "answers_archive_idx" ON "answers" USING btree ("archive_id","question_id");--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "answers_author_idx" ON "answers" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "course_experts_user_idx" ON "course_experts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "question_bookmarks_user_idx" ON "question_bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
-- What a course's and an archive's coverage (已解答 12 / 40 題) is made of is announced as the hot answers' other
-- parts are (0017): a question found, moved or removed, an answer written, hidden or deleted.
CREATE TRIGGER "archive_questions_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "archive_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();--> statement-breakpoint
CREATE TRIGGER "answers_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "answers"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
