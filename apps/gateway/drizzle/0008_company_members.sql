CREATE TYPE "public"."company_member_status" AS ENUM('pending', 'active', 'rejected', 'removed');--> statement-breakpoint
CREATE TABLE "company_members" (
	"employer_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"status" "company_member_status" NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_decided_by_employers_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_members_company_status_idx" ON "company_members" USING btree ("company_id","status");