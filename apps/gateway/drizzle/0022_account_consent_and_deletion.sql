ALTER TABLE "users" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before the consent was recorded: the registration form has required the same
-- consent (version 2026-11-21, the form's first text) since the first sign-up, so each accepted
-- it when it signed up.
UPDATE "users" SET "consent_version" = '2026-11-21', "consent_accepted_at" = "created_at";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "consent_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "consent_accepted_at" SET NOT NULL;
