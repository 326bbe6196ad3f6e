CREATE TABLE "company_response_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"answer_hours" integer NOT NULL,
	"responses" integer NOT NULL,
	CONSTRAINT "company_response_days_company_id_day_answer_hours_pk" PRIMARY KEY("company_id","day","answer_hours")
);
--> statement-breakpoint
CREATE TABLE "company_response_rates" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	"answer_hours" integer[] DEFAULT '{}'::int[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancy_responses" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_response_days" ADD CONSTRAINT "company_response_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_response_rates" ADD CONSTRAINT "company_response_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_response_days_day_idx" ON "company_response_days" USING btree ("day");--> statement-breakpoint
-- Responses answered before answered_at existed: an invitation dates from the response's last
-- change, a rejection from when it took effect. (Statuses compared as text: a fresh database
-- runs every migration in one transaction, where a value added by ALTER TYPE cannot be used.)
UPDATE "vacancy_responses" SET "answered_at" = CASE WHEN "status"::text = 'RESPONSE_STATUS_INVITED' THEN "updated_at" ELSE coalesce("rejected_at", "updated_at") END
WHERE "status"::text IN ('RESPONSE_STATUS_INVITED', 'RESPONSE_STATUS_REJECTED') OR "rejected_at" IS NOT NULL;
--> statement-breakpoint
-- The rate's counts of the responses of the window (the last 90 days), at the default
-- RESPONSE_STALE_AFTER_MS (14 days), then their sums per company.
INSERT INTO "company_response_days" ("company_id", "day", "answer_hours", "responses")
SELECT v."company_id", (r."applied_at" AT TIME ZONE 'UTC')::date,
  CASE WHEN r."answered_at" IS NOT NULL AND r."answered_at" - r."applied_at" <= interval '14 days'
    THEN floor(extract(epoch FROM greatest(r."answered_at" - r."applied_at", interval '0')) / 3600)::int
    ELSE -1 END,
  count(*)::int
FROM "vacancy_responses" r JOIN "vacancies" v ON v."id" = r."vacancy_id"
WHERE (r."applied_at" AT TIME ZONE 'UTC')::date >= ((now() - interval '90 days') AT TIME ZONE 'UTC')::date
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "company_response_rates" ("company_id", "responses", "answer_hours")
SELECT c."company_id", c."responses",
  coalesce((SELECT array_agg(coalesce(h."n", 0) ORDER BY g."hour")
    FROM generate_series(0, c."max_hours") AS g("hour")
    LEFT JOIN (SELECT "answer_hours", sum("responses")::int AS "n" FROM "company_response_days" d
      WHERE d."company_id" = c."company_id" AND d."answer_hours" >= 0 GROUP BY 1) h ON h."answer_hours" = g."hour"), '{}')
FROM (SELECT "company_id", sum("responses")::int AS "responses", max("answer_hours") AS "max_hours"
  FROM "company_response_days" GROUP BY 1) c;
