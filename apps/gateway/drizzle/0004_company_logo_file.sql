-- The company logo's only record becomes companies.logo_file_id; readers sign its address.
ALTER TABLE "companies" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: keep the saved logos. company_profiles.logo_file_id is the record to keep:
-- logo_url was only signed from it, and may still name a file deleted since.
UPDATE "companies" SET "logo_file_id" = "company_profiles"."logo_file_id" FROM "company_profiles" WHERE "company_profiles"."company_id" = "companies"."id" AND "company_profiles"."logo_file_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" DROP CONSTRAINT "company_profiles_logo_file_id_stored_files_id_fk";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "logo_url";--> statement-breakpoint
ALTER TABLE "company_profiles" DROP COLUMN "logo_file_id";
