DROP INDEX "onboarding_events_step_idx";--> statement-breakpoint
CREATE INDEX "onboarding_events_at_idx" ON "onboarding_events" USING btree ("at","platform","step","uid");