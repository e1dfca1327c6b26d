CREATE TABLE "reminder_prefs" (
	"uid" text PRIMARY KEY NOT NULL,
	"quit_eve" boolean DEFAULT true NOT NULL,
	"quit_morning" boolean DEFAULT true NOT NULL,
	"milestone" boolean DEFAULT true NOT NULL,
	"weekly_summary" boolean DEFAULT true NOT NULL,
	"check_in" boolean DEFAULT false NOT NULL,
	"check_in_hour" integer DEFAULT 20 NOT NULL,
	"locale" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reminder_sends_uid_kind_day_pk" PRIMARY KEY("uid","kind","day")
);
--> statement-breakpoint
CREATE INDEX "reminder_sends_unsent_idx" ON "reminder_sends" USING btree ("day") WHERE "reminder_sends"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "reminder_sends_sent_idx" ON "reminder_sends" USING btree ("sent_at");