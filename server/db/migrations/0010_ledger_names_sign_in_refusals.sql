-- Issue 20 items 6 and 10: a ledger line keeps the name of the admin who wrote it (as audit lines
-- do), so a line whose admin was deleted reads "{name} (deleted)" and a line with neither is the
-- system's; a refused sign-in says why (a wrong password, or a suspended account).
ALTER TABLE "payments" ADD COLUMN "admin_name" text;--> statement-breakpoint
UPDATE "payments" SET "admin_name" = "admins"."name" FROM "admins" WHERE "admins"."id" = "payments"."admin_id";--> statement-breakpoint
ALTER TABLE "sign_ins" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_refusal_kind" CHECK ("refusal" IS NULL OR "refusal" IN ('password', 'suspended'));
