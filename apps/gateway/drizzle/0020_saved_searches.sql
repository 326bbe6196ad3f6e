CREATE TYPE "public"."search_alert" AS ENUM('INSTANT', 'DAILY', 'OFF');--> statement-breakpoint
CREATE TABLE "saved_search_deliveries" (
	"search_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_search_deliveries_search_id_vacancy_id_pk" PRIMARY KEY("search_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"alert" "search_alert" NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"alert_since" timestamp with time zone NOT NULL,
	"alerted_through" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "saved_search_deliveries" ADD CONSTRAINT "saved_search_deliveries_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_deliveries" ADD CONSTRAINT "saved_search_deliveries_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_deliveries_vacancy_idx" ON "saved_search_deliveries" USING btree ("vacancy_id");--> statement-breakpoint
CREATE INDEX "saved_searches_applicant_idx" ON "saved_searches" USING btree ("applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" USING btree ("alert","id");