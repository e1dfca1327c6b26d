ALTER TABLE "subscriptions" ADD COLUMN "newsletter_token_hashes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_newsletter_tokens_idx" ON "subscriptions" USING gin ("newsletter_token_hashes");--> statement-breakpoint
-- Tokens stored in plain text until now (unsubscribe_token, dropped by 0008) keep working as hashes:
-- each one's SHA-256 is the unsubscribe_token_hash of its row already (both were written together);
-- any that is not is kept in newsletter_token_hashes.
UPDATE "subscriptions" SET "newsletter_token_hashes" = ARRAY[encode(sha256(convert_to("unsubscribe_token", 'UTF8')), 'hex')]
WHERE "unsubscribe_token" IS NOT NULL AND encode(sha256(convert_to("unsubscribe_token", 'UTF8')), 'hex') <> "unsubscribe_token_hash";
