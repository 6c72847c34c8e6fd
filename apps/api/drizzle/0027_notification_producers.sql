CREATE TABLE "answer_vote_notices" (
	"answer_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_vote_notices_answer_id_voter_id_pk" PRIMARY KEY("answer_id","voter_id")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "start_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answer_vote_notices" ADD CONSTRAINT "answer_vote_notices_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_vote_notices" ADD CONSTRAINT "answer_vote_notices_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_start_unnoticed_idx" ON "announcements" USING btree ("starts_at") WHERE "announcements"."start_noticed_at" is null;--> statement-breakpoint
-- Announcements already begun were dealt with when written (an important one shown at once rang then); those
-- still scheduled ring when they begin.
UPDATE "announcements" SET "start_noticed_at" = now() WHERE "starts_at" IS NULL OR "starts_at" <= now();
--> statement-breakpoint
-- Up votes cast before votes were told are taken as told: the first batch tells only what is new.
INSERT INTO "answer_vote_notices" ("answer_id", "voter_id") SELECT "answer_id", "user_id" FROM "answer_votes" WHERE "value" = 1;
