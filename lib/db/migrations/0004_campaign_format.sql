ALTER TABLE "code_campaigns" ADD COLUMN "prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "code_campaigns" ADD COLUMN "code_length" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "code_campaigns" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "codes" SET "code" = replace("code", '-', '') WHERE "code" LIKE '%-%';
