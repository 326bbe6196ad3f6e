CREATE TABLE "areas" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"region_id" text,
	"search_key" text NOT NULL,
	"population" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metro_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"area_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metro_stations" (
	"id" text PRIMARY KEY NOT NULL,
	"line_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places_data" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metro_lines" ADD CONSTRAINT "metro_lines_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metro_stations" ADD CONSTRAINT "metro_stations_line_id_metro_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."metro_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "metro_lines_area_idx" ON "metro_lines" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "metro_stations_line_idx" ON "metro_stations" USING btree ("line_id");