CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"day" date NOT NULL,
	"smoke_free" boolean NOT NULL,
	"slips" integer DEFAULT 0 NOT NULL,
	"craving" integer NOT NULL,
	"triggers" text[] DEFAULT '{}' NOT NULL,
	"mood" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quit_plans" (
	"uid" text PRIMARY KEY NOT NULL,
	"quit_date" date NOT NULL,
	"cigarettes_per_day" integer NOT NULL,
	"pack_price_micros" bigint NOT NULL,
	"pack_size" integer NOT NULL,
	"currency" text NOT NULL,
	"time_zone" text NOT NULL,
	"reasons" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_uid_day_idx" ON "check_ins" USING btree ("uid","day");--> statement-breakpoint
CREATE INDEX "check_ins_day_idx" ON "check_ins" USING btree ("day");