ALTER TABLE "archives" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archives_deleted_idx" ON "archives" USING btree ("deleted_at") WHERE "archives"."deleted_at" is not null;--> statement-breakpoint
-- Archives of courses deleted before the trash existed were only hidden with their course: they go to the
-- trash as deleted when their course was, so each can be restored or purged on its own.
UPDATE "archives" SET "deleted_at" = "courses"."deleted_at"
FROM "courses"
WHERE "courses"."id" = "archives"."course_id" AND "courses"."deleted_at" IS NOT NULL AND "archives"."deleted_at" IS NULL;
