ALTER TABLE "applicants" ADD COLUMN "area_id" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "area_path" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicants_area_path_idx" ON "applicants" USING gin ("area_path");