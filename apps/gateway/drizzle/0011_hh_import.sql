CREATE TABLE "hh_connections" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"linked_by" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"hh_employer_id" text NOT NULL,
	"hh_manager_id" text,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hh_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"employer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hh_used_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_run_items" (
	"run_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"outcome" text NOT NULL,
	"title" text,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "import_run_items_run_id_external_id_pk" PRIMARY KEY("run_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "import_runs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"started_by" uuid,
	"folder" "vacancy_status" NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "source_data" jsonb;--> statement-breakpoint
ALTER TABLE "hh_connections" ADD CONSTRAINT "hh_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hh_connections" ADD CONSTRAINT "hh_connections_linked_by_employers_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hh_oauth_states" ADD CONSTRAINT "hh_oauth_states_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hh_oauth_states" ADD CONSTRAINT "hh_oauth_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hh_used_codes" ADD CONSTRAINT "hh_used_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run_items" ADD CONSTRAINT "import_run_items_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_started_by_employers_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hh_oauth_states_expires_idx" ON "hh_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_active_idx" ON "import_runs" USING btree ("company_id") WHERE "import_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "import_runs_company_idx" ON "import_runs" USING btree ("company_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vacancies_source_idx" ON "vacancies" USING btree ("company_id","source","external_id");