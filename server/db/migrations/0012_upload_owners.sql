-- Issue 21 item 4: an upload remembers the admin who stored it, so the per-admin upload rate
-- (UPLOADS_PER_MINUTE) is counted from the table itself, the same on every instance.
ALTER TABLE "uploads" ADD COLUMN "admin_id" integer REFERENCES "admins"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "uploads_admin_idx" ON "uploads" ("admin_id", "created_at");
