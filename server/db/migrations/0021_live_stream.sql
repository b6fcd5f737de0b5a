CREATE TABLE "live_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"access_token_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_access_token_id_access_tokens_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_tickets_hash_unique" ON "live_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "live_tickets_expires_idx" ON "live_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "live_tickets_access_token_idx" ON "live_tickets" USING btree ("access_token_id");--> statement-breakpoint
CREATE INDEX "notifications_xid_idx" ON "notifications" USING btree ("xid");