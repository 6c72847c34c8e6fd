CREATE TABLE "practice_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"mark" text,
	"marked_at" timestamp with time zone,
	CONSTRAINT "practice_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "practice_answers_mark_check" CHECK ("practice_answers"."mark" is null or "practice_answers"."mark" in ('known', 'unsure', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "practice_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"archive_id" integer NOT NULL,
	"layout" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "practice_attempts_layout_check" CHECK ("practice_attempts"."layout" in ('one', 'all')),
	CONSTRAINT "practice_attempts_deadline_check" CHECK ("practice_attempts"."deadline_at" > "practice_attempts"."started_at")
);
--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_attempt_id_practice_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_question_id_archive_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."archive_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_answers_question_idx" ON "practice_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "practice_attempts_user_archive_idx" ON "practice_attempts" USING btree ("user_id","archive_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_attempts_running_idx" ON "practice_attempts" USING btree ("user_id","archive_id") WHERE "practice_attempts"."ended_at" is null;