ALTER TABLE "quit_plans" ADD COLUMN "last_check_in" date;
--> statement-breakpoint
-- The latest check-in day moves from its own table (0019) onto the member's plan: the dashboard's
-- retention and "checked in today" then read one row per plan, with no join (lib/compose/dashboard.ts).
UPDATE "quit_plans" q SET "last_check_in" = l."day" FROM "last_check_ins" l WHERE l."uid" = q."uid";
--> statement-breakpoint
DROP TRIGGER "check_ins_last_insert" ON "check_ins";
--> statement-breakpoint
DROP TRIGGER "check_ins_last_update" ON "check_ins";
--> statement-breakpoint
DROP TRIGGER "check_ins_last_delete" ON "check_ins";
--> statement-breakpoint
DROP FUNCTION "last_check_in_insert"();
--> statement-breakpoint
DROP FUNCTION "last_check_in_update"();
--> statement-breakpoint
DROP FUNCTION "last_check_in_delete"();
--> statement-breakpoint
DROP TABLE "last_check_ins" CASCADE;
--> statement-breakpoint
-- Kept in the writing transaction like the rollups of 0017: a new check-in can only move the day later;
-- a changed or removed one recomputes it from the member's check-ins (the (uid, day) index); a plan made
-- after check-ins starts from them.
CREATE FUNCTION "plan_last_check_in_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quit_plans" q SET "last_check_in" = n."day"
  FROM (SELECT "uid", max("day") AS "day" FROM "new_rows" GROUP BY 1) n
  WHERE q."uid" = n."uid" AND (q."last_check_in" IS NULL OR q."last_check_in" < n."day");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "plan_last_check_in_recompute"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quit_plans" q SET "last_check_in" = (SELECT max(c."day") FROM "check_ins" c WHERE c."uid" = q."uid")
  WHERE q."uid" IN (SELECT "uid" FROM "changed_rows");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "plan_last_check_in_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quit_plans" q SET "last_check_in" = (SELECT max(c."day") FROM "check_ins" c WHERE c."uid" = q."uid")
  WHERE q."uid" IN (SELECT "uid" FROM "old_rows" UNION SELECT "uid" FROM "new_rows");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "plan_last_check_in_new_plan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."last_check_in" := (SELECT max(c."day") FROM "check_ins" c WHERE c."uid" = NEW."uid");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "check_ins_plan_last_insert" AFTER INSERT ON "check_ins" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "plan_last_check_in_insert"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_plan_last_update" AFTER UPDATE ON "check_ins" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "plan_last_check_in_update"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_plan_last_delete" AFTER DELETE ON "check_ins" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "plan_last_check_in_recompute"();
--> statement-breakpoint
CREATE TRIGGER "quit_plans_last_check_in" BEFORE INSERT ON "quit_plans" FOR EACH ROW EXECUTE FUNCTION "plan_last_check_in_new_plan"();
