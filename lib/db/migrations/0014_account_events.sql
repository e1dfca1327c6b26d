CREATE TABLE "account_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_events_uid_at_idx" ON "account_events" USING btree ("uid","at");