CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"since" date NOT NULL,
	"milestone" text NOT NULL,
	"show_days" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_invites" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"challenge_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "challenge_participants" (
	"challenge_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"owner_name" text NOT NULL,
	"kind" text DEFAULT 'smoke-free-days' NOT NULL,
	"days" integer NOT NULL,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"grant" text DEFAULT 'premium' NOT NULL,
	"grant_days" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"code" text PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"uid" text,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "go_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"platform" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"step" text NOT NULL,
	"platform" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store" text NOT NULL,
	"transaction_id" text NOT NULL,
	"uid" text,
	"product" text NOT NULL,
	"price_micros" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenge_invites" ADD CONSTRAINT "challenge_invites_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_campaign_id_code_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."code_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_uid_idx" ON "certificates" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "challenge_invites_challenge_idx" ON "challenge_invites" USING btree ("challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_participants_pk" ON "challenge_participants" USING btree ("challenge_id","uid");--> statement-breakpoint
CREATE INDEX "challenge_participants_uid_idx" ON "challenge_participants" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "challenges_uid_idx" ON "challenges" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "codes_campaign_idx" ON "codes" USING btree ("campaign_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "codes_uid_idx" ON "codes" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "go_clicks_link_idx" ON "go_clicks" USING btree ("link_id","at");--> statement-breakpoint
CREATE INDEX "onboarding_events_uid_idx" ON "onboarding_events" USING btree ("uid","at");--> statement-breakpoint
CREATE INDEX "onboarding_events_step_idx" ON "onboarding_events" USING btree ("step","at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_store_tx_idx" ON "purchases" USING btree ("store","transaction_id");--> statement-breakpoint
CREATE INDEX "purchases_purchased_idx" ON "purchases" USING btree ("purchased_at");--> statement-breakpoint
CREATE INDEX "purchases_uid_idx" ON "purchases" USING btree ("uid");