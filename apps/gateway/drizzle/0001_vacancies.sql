CREATE TYPE "public"."experience" AS ENUM('EXPERIENCE_UNSPECIFIED', 'EXPERIENCE_WITHOUT', 'EXPERIENCE_1_TO_3_YEARS', 'EXPERIENCE_3_TO_6_YEARS', 'EXPERIENCE_6_YEARS');--> statement-breakpoint
CREATE TYPE "public"."office_type" AS ENUM('OFFICE_TYPE_UNSPECIFIED', 'OFFICE_TYPE_REMOTE', 'OFFICE_TYPE_HYBRID', 'OFFICE_TYPE_OFFICE');--> statement-breakpoint
CREATE TYPE "public"."response_status" AS ENUM('RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED', 'RESPONSE_STATUS_VIEWED', 'RESPONSE_STATUS_REJECTED');--> statement-breakpoint
CREATE TYPE "public"."vacancy_status" AS ENUM('VACANCY_STATUS_ACTIVE', 'VACANCY_STATUS_ARCHIVED');--> statement-breakpoint
CREATE TYPE "public"."working_schedule" AS ENUM('WORKING_SCHEDULE_UNSPECIFIED', 'WORKING_SCHEDULE_FULL_TIME', 'WORKING_SCHEDULE_PART_TIME', 'WORKING_SCHEDULE_INTERNSHIP');--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"working_experience" "experience" DEFAULT 'EXPERIENCE_UNSPECIFIED' NOT NULL,
	"working_schedule" "working_schedule" DEFAULT 'WORKING_SCHEDULE_UNSPECIFIED' NOT NULL,
	"office_type" "office_type" DEFAULT 'OFFICE_TYPE_UNSPECIFIED' NOT NULL,
	"city" text,
	"requirements" text,
	"objectives" text,
	"offerings" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"qualities" text[] DEFAULT '{}'::text[] NOT NULL,
	"positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary_from" integer,
	"salary_to" integer,
	"salary_currency" text,
	"salary_gross" boolean,
	"status" "vacancy_status" DEFAULT 'VACANCY_STATUS_ACTIVE' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancy_likes" (
	"applicant_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vacancy_likes_applicant_id_vacancy_id_pk" PRIMARY KEY("applicant_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "vacancy_responses" (
	"applicant_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"status" "response_status" DEFAULT 'RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vacancy_responses_applicant_id_vacancy_id_pk" PRIMARY KEY("applicant_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "vacancy_views" (
	"applicant_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vacancy_views_applicant_id_vacancy_id_pk" PRIMARY KEY("applicant_id","vacancy_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rating" real;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "feedback_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_likes" ADD CONSTRAINT "vacancy_likes_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_likes" ADD CONSTRAINT "vacancy_likes_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_responses" ADD CONSTRAINT "vacancy_responses_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_responses" ADD CONSTRAINT "vacancy_responses_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_views" ADD CONSTRAINT "vacancy_views_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_views" ADD CONSTRAINT "vacancy_views_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancies_status_order_idx" ON "vacancies" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_company_order_idx" ON "vacancies" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_city_idx" ON "vacancies" USING btree ("city");--> statement-breakpoint
CREATE INDEX "vacancies_skills_idx" ON "vacancies" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "vacancies_search_idx" ON "vacancies" USING gin (to_tsvector('russian', "search_text"));--> statement-breakpoint
CREATE INDEX "vacancy_likes_applicant_idx" ON "vacancy_likes" USING btree ("applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancy_likes_vacancy_idx" ON "vacancy_likes" USING btree ("vacancy_id");--> statement-breakpoint
CREATE INDEX "vacancy_responses_applicant_idx" ON "vacancy_responses" USING btree ("applicant_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancy_responses_vacancy_idx" ON "vacancy_responses" USING btree ("vacancy_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancy_views_applicant_idx" ON "vacancy_views" USING btree ("applicant_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancy_views_vacancy_idx" ON "vacancy_views" USING btree ("vacancy_id");