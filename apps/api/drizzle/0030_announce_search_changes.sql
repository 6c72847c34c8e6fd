-- What a search answers is made of is announced as the hot answers' other parts are (0017, 0019): a page's text
-- read or read again, an answer's tokens written. Search answers can then be kept in memory and be forgotten by
-- every replica when, and only if, such a change commits.
CREATE TRIGGER "archive_pages_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "archive_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();--> statement-breakpoint
CREATE TRIGGER "answer_search_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "answer_search"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
