CREATE TABLE "wish_wishers" (
	"wish_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wish_wishers_wish_id_user_id_pk" PRIMARY KEY("wish_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"professor" text,
	"academic_year" integer,
	"archive_type" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_archive_id" integer,
	"fulfilled_at" timestamp with time zone,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	CONSTRAINT "wishes_note_check" CHECK ("wishes"."note" is null or char_length("wishes"."note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "wish_wishers" ADD CONSTRAINT "wish_wishers_wish_id_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."wishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_wishers" ADD CONSTRAINT "wish_wishers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_fulfilled_archive_id_archives_id_fk" FOREIGN KEY ("fulfilled_archive_id") REFERENCES "public"."archives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wish_wishers_user_idx" ON "wish_wishers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishes_open_once_idx" ON "wishes" USING btree ("course_id",coalesce("professor", ''),coalesce("academic_year", 0),coalesce("archive_type", '')) WHERE "wishes"."fulfilled_at" is null and "wishes"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "wishes_course_idx" ON "wishes" USING btree ("course_id");