-- Issue 21 item 1: a long admin write (a cohort import, a bulk action) runs as a job. Its row keeps
-- the progress another instance or a restarted server answers, and the outcome (or the refusal)
-- until JOB_KEPT_HOURS after it finished; the instance running it touches heartbeat_at.
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'running' NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_kind" CHECK ("kind" IN ('import', 'bulk_enroll', 'bulk_achievement')),
	CONSTRAINT "jobs_status" CHECK ("status" IN ('running', 'succeeded', 'failed')),
	CONSTRAINT "jobs_stage" CHECK ("stage" IN ('queued', 'hashing', 'applying', 'finished'))
);--> statement-breakpoint
CREATE INDEX "jobs_admin_idx" ON "jobs" ("admin_id", "created_at");
