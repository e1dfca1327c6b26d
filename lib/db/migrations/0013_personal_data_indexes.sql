CREATE INDEX "admin_roles_email_lower_idx" ON "admin_roles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_uid");--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_lower_idx" ON "audit_log" USING btree (lower("actor_email"));--> statement-breakpoint
CREATE INDEX "audit_log_target_email_lower_idx" ON "audit_log" USING btree (lower("target_email"));--> statement-breakpoint
CREATE INDEX "challenge_invites_uid_idx" ON "challenge_invites" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "outbox_to_lower_idx" ON "outbox" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX "subscriptions_email_lower_idx" ON "subscriptions" USING btree (lower("email"));