-- Course titles and achievement names become unique in any letter case. A database made before
-- this migration may hold duplicates: each later duplicate gets its id appended ("React (7)") so
-- the indexes can be built, and a user whose title named a renamed achievement follows the rename
-- (unless the user also earned an achievement that keeps the exact name).
UPDATE "users" SET "title" = "users"."title" || ' (' || a."id"::text || ')'
FROM "user_achievements" ua
JOIN "achievements" a ON a."id" = ua."achievement_id"
WHERE ua."user_id" = "users"."id"
  AND a."name" = "users"."title"
  AND EXISTS (SELECT 1 FROM "achievements" k WHERE lower(k."name") = lower(a."name") AND k."id" < a."id")
  AND NOT EXISTS (
    SELECT 1 FROM "user_achievements" ua2
    JOIN "achievements" a2 ON a2."id" = ua2."achievement_id"
    WHERE ua2."user_id" = "users"."id"
      AND a2."name" = "users"."title"
      AND NOT EXISTS (SELECT 1 FROM "achievements" k2 WHERE lower(k2."name") = lower(a2."name") AND k2."id" < a2."id")
  );--> statement-breakpoint
UPDATE "achievements" SET "name" = "achievements"."name" || ' (' || "achievements"."id"::text || ')'
WHERE EXISTS (
  SELECT 1 FROM "achievements" k WHERE lower(k."name") = lower("achievements"."name") AND k."id" < "achievements"."id"
);--> statement-breakpoint
UPDATE "courses" SET "title" = "courses"."title" || ' (' || "courses"."id"::text || ')'
WHERE EXISTS (SELECT 1 FROM "courses" k WHERE lower(k."title") = lower("courses"."title") AND k."id" < "courses"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "achievements_name_unique" ON "achievements" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "courses_title_unique" ON "courses" USING btree (lower("title"));
