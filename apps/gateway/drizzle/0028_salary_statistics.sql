CREATE TABLE "salary_figures" (
	"profession_id" text NOT NULL,
	"area_id" text NOT NULL,
	"experience" text NOT NULL,
	"month" text NOT NULL,
	"count" integer NOT NULL,
	"p10" integer NOT NULL,
	"p25" integer NOT NULL,
	"median" integer NOT NULL,
	"p75" integer NOT NULL,
	"p90" integer NOT NULL,
	"shares" integer[],
	CONSTRAINT "salary_figures_profession_id_area_id_experience_month_pk" PRIMARY KEY("profession_id","area_id","experience","month")
);
--> statement-breakpoint
CREATE TABLE "salary_inputs" (
	"vacancy_id" uuid PRIMARY KEY NOT NULL,
	"profession_id" text NOT NULL,
	"area_path" text[] NOT NULL,
	"experience" "experience" NOT NULL,
	"month" date NOT NULL,
	"pay" integer NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "salary_refresh" (
	"id" smallint PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone NOT NULL,
	"figures_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "profession_id" text;--> statement-breakpoint
ALTER TABLE "salary_inputs" ADD CONSTRAINT "salary_inputs_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_inputs_profession_idx" ON "salary_inputs" USING btree ("profession_id");--> statement-breakpoint
CREATE INDEX "salary_inputs_closed_idx" ON "salary_inputs" USING btree ("closed_at");--> statement-breakpoint
CREATE INDEX "vacancies_updated_idx" ON "vacancies" USING btree ("updated_at");