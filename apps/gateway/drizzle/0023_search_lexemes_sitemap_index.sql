CREATE TABLE "search_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"share" real NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vacancies_sitemap_idx" ON "vacancies" USING btree ("id","updated_at") WHERE "vacancies"."status" = 'VACANCY_STATUS_ACTIVE';--> statement-breakpoint
INSERT INTO "search_lexemes" ("lexeme", "share") SELECT "stat"."word", "stat"."ndoc"::real / "active"."n" FROM ts_stat('select search_vector from vacancies where status = ''VACANCY_STATUS_ACTIVE''') AS "stat", (SELECT count(*) AS "n" FROM "vacancies" WHERE "status" = 'VACANCY_STATUS_ACTIVE') AS "active" WHERE "stat"."ndoc" >= "active"."n" * 0.001;
