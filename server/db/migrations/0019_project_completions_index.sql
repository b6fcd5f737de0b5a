CREATE INDEX "user_projects_project_order_idx" ON "user_projects" USING btree ("project_id","created_at","id","user_id");--> statement-breakpoint
DROP INDEX "user_projects_project_idx";