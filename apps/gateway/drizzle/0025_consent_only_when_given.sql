-- A consent is recorded only when one was given (issue 41): an account made through the API
-- without one has none until it gives it in the app. Existing rows keep the consent they have.
ALTER TABLE "users" ALTER COLUMN "consent_version" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "consent_accepted_at" DROP NOT NULL;