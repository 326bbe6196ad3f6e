CREATE TABLE "hidden_companies" (
	"applicant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hidden_companies_applicant_id_company_id_pk" PRIMARY KEY("applicant_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "hidden_vacancies" (
	"applicant_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hidden_vacancies_applicant_id_vacancy_id_pk" PRIMARY KEY("applicant_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "hidden_words" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hidden_companies" ADD CONSTRAINT "hidden_companies_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_companies" ADD CONSTRAINT "hidden_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_vacancies" ADD CONSTRAINT "hidden_vacancies_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_vacancies" ADD CONSTRAINT "hidden_vacancies_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_words" ADD CONSTRAINT "hidden_words_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_companies_company_idx" ON "hidden_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "hidden_vacancies_vacancy_idx" ON "hidden_vacancies" USING btree ("vacancy_id");