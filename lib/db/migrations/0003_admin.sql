ALTER TABLE "audit_log" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unsubscribe_token" text;