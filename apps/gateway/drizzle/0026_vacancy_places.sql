ALTER TABLE "vacancies" ADD COLUMN "area_id" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "area_path" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "address_building" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "metro_station_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancies_area_path_idx" ON "vacancies" USING gin ("area_path");--> statement-breakpoint
CREATE INDEX "vacancies_metro_idx" ON "vacancies" USING gin ("metro_station_ids");