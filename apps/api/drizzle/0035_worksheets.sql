CREATE TABLE "worksheet_questions" (
	"worksheet_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "worksheet_questions_worksheet_id_question_id_pk" PRIMARY KEY("worksheet_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "worksheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worksheets_title_check" CHECK (char_length("worksheets"."title") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "worksheet_questions" ADD CONSTRAINT "worksheet_questions_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_questions" ADD CONSTRAINT "worksheet_questions_question_id_archive_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."archive_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "worksheet_questions_question_idx" ON "worksheet_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "worksheets_owner_idx" ON "worksheets" USING btree ("owner_id","updated_at");