ALTER TABLE "review_cards" DROP CONSTRAINT "review_cards_source_check";--> statement-breakpoint
ALTER TABLE "review_cards" ALTER COLUMN "question_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "mock_exam_id" uuid;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "mock_question_key" text;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_mock_exam_id_jobs_id_fk" FOREIGN KEY ("mock_exam_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cards_mock_exam_idx" ON "review_cards" USING btree ("mock_exam_id");--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_mock_question_key" UNIQUE("user_id","mock_exam_id","mock_question_key");--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_one_question_check" CHECK (("review_cards"."question_id" is null) <> ("review_cards"."mock_exam_id" is null) and ("review_cards"."mock_exam_id" is null) = ("review_cards"."mock_question_key" is null));--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_source_check" CHECK ("review_cards"."source" in ('question', 'bookmarks', 'practice', 'mock_exam'));