CREATE TABLE "archive_download_days" (
	"archive_id" integer NOT NULL,
	"day" date NOT NULL,
	"downloads" integer NOT NULL,
	CONSTRAINT "archive_download_days_archive_id_day_pk" PRIMARY KEY("archive_id","day")
);
--> statement-breakpoint
CREATE TABLE "course_visits" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_visits_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "archive_download_days" ADD CONSTRAINT "archive_download_days_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_visits" ADD CONSTRAINT "course_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_visits" ADD CONSTRAINT "course_visits_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_download_days_day_idx" ON "archive_download_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "course_visits_recent_idx" ON "course_visits" USING btree ("user_id","visited_at");