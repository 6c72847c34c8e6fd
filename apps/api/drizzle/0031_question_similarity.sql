CREATE TABLE "question_bands" (
	"bucket" integer NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "question_bands_bucket_question_id_pk" PRIMARY KEY("bucket","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_texts" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"shingles" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_bands" ADD CONSTRAINT "question_bands_question_id_archive_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."archive_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_texts" ADD CONSTRAINT "question_texts_question_id_archive_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."archive_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_bands_question_idx" ON "question_bands" USING btree ("question_id");