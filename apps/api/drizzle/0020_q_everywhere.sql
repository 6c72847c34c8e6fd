CREATE TABLE "answer_search" (
	"answer_id" integer PRIMARY KEY NOT NULL,
	"tokens" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_search" ADD CONSTRAINT "answer_search_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_search_tokens_idx" ON "answer_search" USING gin ("tokens");