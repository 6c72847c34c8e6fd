CREATE TABLE "login_checks" (
	"key" text PRIMARY KEY NOT NULL,
	"running" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
