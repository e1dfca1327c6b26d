CREATE TABLE "last_check_ins" (
	"uid" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
-- Each member's latest check-in day (lib/journey/tables.ts lastCheckIns), kept in the writing
-- transaction like the rollups of 0017: a new check-in can only move it later; a changed or removed
-- one recomputes it from the member's check-ins (the (uid, day) index), and a member without any has no row.
CREATE FUNCTION "last_check_in_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "last_check_ins" ("uid", "day")
  SELECT "uid", max("day") FROM "new_rows" GROUP BY 1
  ON CONFLICT ("uid") DO UPDATE SET "day" = greatest("last_check_ins"."day", excluded."day");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "last_check_in_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "last_check_ins" l
  WHERE l."uid" IN (SELECT "uid" FROM "old_rows" UNION SELECT "uid" FROM "new_rows") AND NOT EXISTS (SELECT 1 FROM "check_ins" c WHERE c."uid" = l."uid");
  INSERT INTO "last_check_ins" ("uid", "day")
  SELECT c."uid", max(c."day") FROM "check_ins" c WHERE c."uid" IN (SELECT "uid" FROM "old_rows" UNION SELECT "uid" FROM "new_rows") GROUP BY 1
  ON CONFLICT ("uid") DO UPDATE SET "day" = excluded."day";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "last_check_in_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "last_check_ins" l
  WHERE l."uid" IN (SELECT "uid" FROM "old_rows") AND NOT EXISTS (SELECT 1 FROM "check_ins" c WHERE c."uid" = l."uid");
  INSERT INTO "last_check_ins" ("uid", "day")
  SELECT c."uid", max(c."day") FROM "check_ins" c WHERE c."uid" IN (SELECT "uid" FROM "old_rows") GROUP BY 1
  ON CONFLICT ("uid") DO UPDATE SET "day" = excluded."day";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "check_ins_last_insert" AFTER INSERT ON "check_ins" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "last_check_in_insert"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_last_update" AFTER UPDATE ON "check_ins" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "last_check_in_update"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_last_delete" AFTER DELETE ON "check_ins" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "last_check_in_delete"();
--> statement-breakpoint
INSERT INTO "last_check_ins" ("uid", "day") SELECT "uid", max("day") FROM "check_ins" GROUP BY 1;
