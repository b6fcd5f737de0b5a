CREATE TABLE "mail_unsubscribe_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" IN ('achievement_awarded', 'achievement_revoked', 'achievement_withdrawn', 'submission_removed', 'enrolled', 'unenrolled', 'top_entered', 'top_left'))
);
--> statement-breakpoint
CREATE TABLE "top_hundred" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_hundred_runs" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_run_key" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_by_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_unsubscribe_tokens" ADD CONSTRAINT "mail_unsubscribe_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_hundred" ADD CONSTRAINT "top_hundred_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_unsubscribe_tokens_hash_unique" ON "mail_unsubscribe_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "mail_unsubscribe_tokens_user_idx" ON "mail_unsubscribe_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_unsubscribe_tokens_expires_idx" ON "mail_unsubscribe_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id" DESC);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_run_unique" ON "notifications" USING btree ("user_id","kind","run_key") WHERE "notifications"."run_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind" CHECK ("mail_outbox"."kind" IN ('reset', 'invitation', 'notification'));