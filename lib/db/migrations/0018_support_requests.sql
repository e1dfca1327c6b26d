CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"message" text NOT NULL,
	"uid" text,
	"status" text DEFAULT 'open' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"answer" text
);
--> statement-breakpoint
CREATE INDEX "support_requests_inbox_idx" ON "support_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_uid_idx" ON "support_requests" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "support_requests_email_lower_idx" ON "support_requests" USING btree (lower("email"));