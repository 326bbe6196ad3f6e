CREATE TYPE "public"."contact_request_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."response_starter" AS ENUM('applicant', 'employer');--> statement-breakpoint
CREATE TABLE "candidate_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"applicant_id" uuid NOT NULL,
	"searchable" boolean NOT NULL,
	"fields" jsonb NOT NULL,
	"version" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_documents" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"hidden_from" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"card" jsonb NOT NULL,
	"photo_file_id" uuid,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, search_text)) STORED,
	"area_path" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" text NOT NULL,
	"preferred_income" integer,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"applicant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"member_user_id" uuid,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_visibility" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"searchable" boolean NOT NULL,
	"fields" jsonb NOT NULL,
	"hidden_from" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"member_user_id" uuid,
	"vacancy_id" uuid,
	"message" text NOT NULL,
	"status" "contact_request_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vacancy_responses" ADD COLUMN "started_by" "response_starter" DEFAULT 'applicant' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_consents" ADD CONSTRAINT "candidate_consents_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_documents" ADD CONSTRAINT "candidate_documents_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_documents" ADD CONSTRAINT "candidate_documents_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_views" ADD CONSTRAINT "candidate_views_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_views" ADD CONSTRAINT "candidate_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_views" ADD CONSTRAINT "candidate_views_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_visibility" ADD CONSTRAINT "candidate_visibility_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_consents_applicant_idx" ON "candidate_consents" USING btree ("applicant_id","given_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_documents_updated_idx" ON "candidate_documents" USING btree ("updated_at" DESC NULLS LAST,"applicant_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_documents_search_idx" ON "candidate_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidate_documents_area_idx" ON "candidate_documents" USING gin ("area_path");--> statement-breakpoint
CREATE INDEX "candidate_documents_skills_idx" ON "candidate_documents" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "candidate_views_applicant_idx" ON "candidate_views" USING btree ("applicant_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_views_company_idx" ON "candidate_views" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contact_requests_applicant_idx" ON "contact_requests" USING btree ("applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_requests_company_idx" ON "contact_requests" USING btree ("company_id","applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_open_idx" ON "contact_requests" USING btree ("company_id","applicant_id") WHERE "contact_requests"."status" <> 'declined';