CREATE TYPE "public"."complaint_reason" AS ENUM('fraud', 'payment_required', 'discrimination', 'misleading', 'abuse', 'spam', 'other');--> statement-breakpoint
CREATE TYPE "public"."complaint_target_type" AS ENUM('vacancy', 'company', 'review', 'message');--> statement-breakpoint
CREATE TYPE "public"."moderation_cause" AS ENUM('complaints', 'new_company');--> statement-breakpoint
CREATE TYPE "public"."moderation_decision" AS ENUM('restore', 'remove', 'block_company', 'ban_user');--> statement-breakpoint
CREATE TYPE "public"."review_relation" AS ENUM('responded', 'invited');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('published', 'under_review', 'removed');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'moderator';--> statement-breakpoint
ALTER TYPE "public"."vacancy_status" ADD VALUE 'VACANCY_STATUS_HELD';--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complainant_id" uuid NOT NULL,
	"target_type" "complaint_target_type" NOT NULL,
	"target_id" text NOT NULL,
	"reason" "complaint_reason" NOT NULL,
	"text" text,
	"created_at" timestamp with time zone NOT NULL,
	"decision_id" uuid
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" "complaint_target_type" NOT NULL,
	"target_id" text NOT NULL,
	"cause" "moderation_cause" NOT NULL,
	"company_id" uuid,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"decision_id" uuid
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" "complaint_target_type" NOT NULL,
	"target_id" text NOT NULL,
	"target_title" text NOT NULL,
	"decision" "moderation_decision" NOT NULL,
	"note" text NOT NULL,
	"moderator_id" uuid,
	"complaints" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"pros" text,
	"cons" text,
	"signed" boolean DEFAULT false NOT NULL,
	"relation" "review_relation" NOT NULL,
	"relation_year" smallint NOT NULL,
	"status" "review_status" DEFAULT 'published' NOT NULL,
	"moderation_note" text,
	"reply_text" text,
	"reply_by" uuid,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_verifications" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"inn" text NOT NULL,
	"ogrn" text NOT NULL,
	"legal_name" text NOT NULL,
	"registered_on" date NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_verifications_inn_unique" UNIQUE("inn")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_complainant_id_users_id_fk" FOREIGN KEY ("complainant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_reply_by_employers_id_fk" FOREIGN KEY ("reply_by") REFERENCES "public"."employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_verifications" ADD CONSTRAINT "company_verifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_verifications" ADD CONSTRAINT "company_verifications_verified_by_employers_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_person_target_idx" ON "complaints" USING btree ("complainant_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "complaints_open_target_idx" ON "complaints" USING btree ("target_type","target_id") WHERE "complaints"."decision_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_target_idx" ON "moderation_cases" USING btree ("target_type","target_id") WHERE "moderation_cases"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_cases_open_order_idx" ON "moderation_cases" USING btree ("opened_at","id") WHERE "moderation_cases"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_cases_company_cause_idx" ON "moderation_cases" USING btree ("company_id","cause");--> statement-breakpoint
CREATE INDEX "moderation_decisions_order_idx" ON "moderation_decisions" USING btree ("decided_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "company_reviews_company_applicant_idx" ON "company_reviews" USING btree ("company_id","applicant_id");--> statement-breakpoint
CREATE INDEX "company_reviews_company_order_idx" ON "company_reviews" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_reviews_applicant_idx" ON "company_reviews" USING btree ("applicant_id");--> statement-breakpoint
-- The ratings the demo seed wrote were invented: a company has a rating only from its reviews (issue 42).
UPDATE "companies" SET "rating" = NULL, "feedback_count" = 0;
