CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"dedupe_key" text,
	"lease_until" timestamp with time zone,
	"claimed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'in_progress', 'complete', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_active_dedupe_idx" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."status" in ('pending', 'in_progress');--> statement-breakpoint
CREATE INDEX "jobs_user_idx" ON "jobs" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "jobs_queue_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
-- AI exam tasks become jobs of the kind `ai-exam`, keeping their ids, state and outcome.
INSERT INTO "jobs" ("id", "kind", "user_id", "payload", "status", "result", "error", "attempts", "max_attempts", "run_after", "dedupe_key", "lease_until", "claimed_by", "created_at", "updated_at", "completed_at")
SELECT "id", 'ai-exam', "user_id",
	jsonb_build_object('archive_ids', to_jsonb("archive_ids"), 'archives_used', "archives_used", 'prompt', "prompt", 'temperature', "temperature"),
	"status", "result", "error", "attempts", 2, "created_at",
	CASE WHEN "status" in ('pending', 'in_progress') THEN 'ai-exam:user:' || "user_id" END,
	"lease_until", "claimed_by", "created_at", "updated_at", "completed_at"
FROM "ai_exam_tasks";
