-- The archives stored before active content was removed at upload still have theirs: one `sanitize-archive`
-- job each, queued once, by whichever replica migrates first (migrations run under an advisory lock). Deleted
-- archives are included: they can be restored. The dedupe key keeps a second job for the same archive out.
INSERT INTO "jobs" ("id", "kind", "payload", "max_attempts", "dedupe_key")
SELECT gen_random_uuid(), 'sanitize-archive', jsonb_build_object('archive_id', "id"), 5, 'sanitize-archive:' || "id"
FROM "archives"
ORDER BY "id";
