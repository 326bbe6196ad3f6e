ALTER TABLE "vacancies" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "expiry_warned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "vacancies_lifetime_idx" ON "vacancies" USING btree ("published_at") WHERE "vacancies"."status" = 'VACANCY_STATUS_ACTIVE' and "vacancies"."published_at" is not null;