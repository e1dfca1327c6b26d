ALTER TABLE "code_campaigns" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "code_campaigns" ADD CONSTRAINT "code_campaigns_idempotency_key_unique" UNIQUE("idempotency_key");