ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale" CHECK ("users"."locale" IS NULL OR "users"."locale" IN ('en', 'ar'));