CREATE TYPE "public"."test_message_event" AS ENUM('VACANCY_ASKED', 'STARTED', 'COMPLETED', 'EXPIRED', 'RETAKE_OPEN');--> statement-breakpoint
CREATE TYPE "public"."test_session_status" AS ENUM('IN_PROGRESS', 'COMPLETED', 'EXPIRED');--> statement-breakpoint
CREATE TABLE "test_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"event" "test_message_event" NOT NULL,
	"test_name" text NOT NULL,
	"text" text NOT NULL,
	"session_id" uuid,
	"vacancy_id" uuid,
	"score" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"test_name" text NOT NULL,
	"test_version" integer NOT NULL,
	"item_ids" text[] NOT NULL,
	"option_orders" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "test_session_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"vacancy_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"score" integer,
	"correct" integer,
	"traits" jsonb
);
--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD COLUMN "show_characteristics_to_employers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "test_name" text;--> statement-breakpoint
ALTER TABLE "test_messages" ADD CONSTRAINT "test_messages_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_messages" ADD CONSTRAINT "test_messages_session_id_test_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_messages" ADD CONSTRAINT "test_messages_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_messages_event_idx" ON "test_messages" USING btree ("applicant_id","event_key");--> statement-breakpoint
CREATE INDEX "test_messages_applicant_idx" ON "test_messages" USING btree ("applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_sessions_applicant_idx" ON "test_sessions" USING btree ("applicant_id","test_name","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "test_sessions_open_idx" ON "test_sessions" USING btree ("applicant_id","test_name") WHERE "test_sessions"."status" = 'IN_PROGRESS';