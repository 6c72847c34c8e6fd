CREATE TABLE "archive_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"archive_id" integer,
	"archive_name" text NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"outcome" text,
	"resolution_note" text,
	"outcome_seen_at" timestamp with time zone,
	CONSTRAINT "archive_reports_reason_check" CHECK ("archive_reports"."reason" in ('wrong_metadata', 'unreadable', 'incomplete', 'duplicate', 'copyright')),
	CONSTRAINT "archive_reports_outcome_check" CHECK ("archive_reports"."outcome" is null or "archive_reports"."outcome" in ('fixed', 'hidden', 'deleted', 'dismissed')),
	CONSTRAINT "archive_reports_note_check" CHECK ("archive_reports"."note" is null or char_length("archive_reports"."note") <= 1000),
	CONSTRAINT "archive_reports_resolution_note_check" CHECK ("archive_reports"."resolution_note" is null or char_length("archive_reports"."resolution_note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "archive_reports" ADD CONSTRAINT "archive_reports_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_reports" ADD CONSTRAINT "archive_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_reports" ADD CONSTRAINT "archive_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_reports_open_once_idx" ON "archive_reports" USING btree ("archive_id","reporter_id","reason") WHERE "archive_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "archive_reports_open_idx" ON "archive_reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "archive_reports_reporter_idx" ON "archive_reports" USING btree ("reporter_id","created_at");