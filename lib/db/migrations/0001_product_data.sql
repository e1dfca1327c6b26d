CREATE TABLE "deletion_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"rows_deleted" integer DEFAULT 0 NOT NULL,
	"rows_anonymized" integer DEFAULT 0 NOT NULL,
	"auth_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"labels" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "interests_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "motivation_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text,
	"readiness" smallint NOT NULL,
	"confidence" smallint NOT NULL,
	"reasons" jsonb NOT NULL,
	"interests" jsonb NOT NULL,
	"quit_date" date,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quit_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"labels" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "quit_reasons_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verify_token_hash" text,
	"verify_expires_at" timestamp with time zone,
	"unsubscribe_token_hash" text NOT NULL,
	"uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text,
	"answers" jsonb NOT NULL,
	"score" smallint NOT NULL,
	"band" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "motivation_results_created_idx" ON "motivation_results" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "motivation_results_uid_idx" ON "motivation_results" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "outbox_uid_idx" ON "outbox" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_verify_idx" ON "subscriptions" USING btree ("verify_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_unsubscribe_idx" ON "subscriptions" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_uid_idx" ON "subscriptions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "test_results_created_idx" ON "test_results" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "test_results_uid_idx" ON "test_results" USING btree ("uid");