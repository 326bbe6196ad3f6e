ALTER TYPE "public"."response_status" ADD VALUE 'RESPONSE_STATUS_INVITED';--> statement-breakpoint
ALTER TABLE "vacancy_responses" ADD COLUMN "invitation_message" text;