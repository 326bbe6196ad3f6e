DROP INDEX "vacancies_search_idx";--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, search_text)) STORED;--> statement-breakpoint
CREATE INDEX "vacancies_search_idx" ON "vacancies" USING gin ("search_vector");