CREATE TABLE "archive_views" (
	"user_id" integer NOT NULL,
	"archive_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_views_user_id_archive_id_pk" PRIMARY KEY("user_id","archive_id")
);
--> statement-breakpoint
ALTER TABLE "archive_views" ADD CONSTRAINT "archive_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_views" ADD CONSTRAINT "archive_views_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_views_recent_idx" ON "archive_views" USING btree ("user_id","viewed_at");