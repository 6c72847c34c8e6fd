ALTER TABLE "archives" ADD COLUMN "legacy_academic_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_needs_review" boolean DEFAULT false NOT NULL;