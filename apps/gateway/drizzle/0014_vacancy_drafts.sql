ALTER TYPE "public"."vacancy_status" ADD VALUE 'VACANCY_STATUS_DRAFT';--> statement-breakpoint
CREATE TABLE "vacancy_view_days" (
	"applicant_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "vacancy_view_days_vacancy_id_applicant_id_day_pk" PRIMARY KEY("vacancy_id","applicant_id","day")
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancy_view_days" ADD CONSTRAINT "vacancy_view_days_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_view_days" ADD CONSTRAINT "vacancy_view_days_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancy_view_days_applicant_idx" ON "vacancy_view_days" USING btree ("applicant_id");