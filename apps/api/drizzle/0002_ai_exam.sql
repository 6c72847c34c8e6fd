CREATE TABLE "ai_api_keys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"encrypted_key" text NOT NULL,
	"masked_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_exam_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"archive_ids" integer[] NOT NULL,
	"archives_used" jsonb NOT NULL,
	"prompt" text,
	"temperature" double precision NOT NULL,
	"result" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"claimed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "ai_exam_tasks_status_check" CHECK ("ai_exam_tasks"."status" in ('pending', 'in_progress', 'complete', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ai_api_keys" ADD CONSTRAINT "ai_api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_exam_tasks" ADD CONSTRAINT "ai_exam_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_exam_tasks_one_active_idx" ON "ai_exam_tasks" USING btree ("user_id") WHERE "ai_exam_tasks"."status" in ('pending', 'in_progress');--> statement-breakpoint
CREATE INDEX "ai_exam_tasks_user_idx" ON "ai_exam_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_exam_tasks_queue_idx" ON "ai_exam_tasks" USING btree ("status","created_at");