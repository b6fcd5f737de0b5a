-- Moderation (issue 14 item 7): a suspended student is out of every ranking, so the rank index
-- holds only students who are not suspended (public rank queries say `suspended_at IS NULL` and
-- keep their index-only scans); the few suspended students are found by their own small index
-- (public counters subtract their share); the review queue reads the newest submissions first.
DROP INDEX IF EXISTS "users_rank_idx";--> statement-breakpoint
CREATE INDEX "users_rank_idx" ON "users" USING btree ("total_points" DESC,"points_changed_at","id") WHERE "users"."suspended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."suspended_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "user_projects_created_idx" ON "user_projects" USING btree ("created_at" DESC,"id" DESC);
