CREATE TABLE "newsletter_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"send_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"locales" text[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_send_id_newsletter_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_recipient_idx" ON "newsletter_deliveries" USING btree ("send_id","subscription_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_claim_idx" ON "newsletter_deliveries" USING btree ("send_id","state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscription_idx" ON "newsletter_deliveries" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "newsletter_sends_created_idx" ON "newsletter_sends" USING btree ("created_at");