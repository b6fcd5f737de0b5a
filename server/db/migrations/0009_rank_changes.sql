-- Issue 12: the in-memory rank snapshot (modules/progress/rank-snapshot.ts) catches up after a
-- write by reading only the students whose place may have moved, not every student again. Every
-- insert, delete and change of a rank key of a user leaves a row here under its transaction's id,
-- so that a reader knows which changes it has seen (pg_snapshot_xmin). A TRUNCATE leaves user 0:
-- start again. Rows older than ten minutes are pruned by the readers.
CREATE TABLE "rank_changes" (
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);--> statement-breakpoint
CREATE INDEX "rank_changes_xid_idx" ON "rank_changes" USING btree ("xid");--> statement-breakpoint
CREATE FUNCTION "note_rank_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rank_changes (user_id) VALUES (CASE TG_OP WHEN 'TRUNCATE' THEN 0 WHEN 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_rank_added_or_deleted" AFTER INSERT OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION note_rank_change();--> statement-breakpoint
CREATE TRIGGER "users_rank_moved" AFTER UPDATE OF "total_points", "points_changed_at", "suspended_at" ON "users"
  FOR EACH ROW WHEN (OLD.total_points IS DISTINCT FROM NEW.total_points
    OR OLD.points_changed_at IS DISTINCT FROM NEW.points_changed_at
    OR (OLD.suspended_at IS NULL) <> (NEW.suspended_at IS NULL))
  EXECUTE FUNCTION note_rank_change();--> statement-breakpoint
CREATE TRIGGER "users_rank_emptied" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION note_rank_change();
