ALTER TABLE "stored_files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "stored_files_unattached_idx" ON "stored_files" USING btree ("uploaded_at") WHERE "stored_files"."attached_at" is null;--> statement-breakpoint
-- Hand-written: files profiles already use are attached, so the sweep of unsaved uploads
-- leaves them alone.
UPDATE "stored_files" SET "attached_at" = "uploaded_at"
WHERE "id" IN (SELECT "avatar_file_id" FROM "applicant_profiles" WHERE "avatar_file_id" IS NOT NULL)
   OR "id" IN (SELECT "logo_file_id" FROM "companies" WHERE "logo_file_id" IS NOT NULL);
