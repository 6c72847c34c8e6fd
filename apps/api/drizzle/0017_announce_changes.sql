-- Every change to what the hot answers are made of (the course list, a course's archives) is announced on
-- the channel pastexam_changes inside the transaction that makes it: every replica hears it when, and only if,
-- the change commits, whichever code path wrote it (the API, a job, an import, a restore). One announcement per
-- statement, naming the table; PostgreSQL folds equal ones of one transaction into one.
CREATE FUNCTION "announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pastexam_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();--> statement-breakpoint
CREATE TRIGGER "archives_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "archives"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();--> statement-breakpoint
CREATE TRIGGER "archive_messages_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "archive_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
