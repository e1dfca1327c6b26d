CREATE TABLE "funnel_rollup_queue" (
	"id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_rollups" (
	"step" text NOT NULL,
	"platform" text NOT NULL,
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "funnel_rollups_pk" PRIMARY KEY("step","platform","day","prev_day")
);
--> statement-breakpoint
CREATE TABLE "check_in_days" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_rollups" (
	"day" date NOT NULL,
	"store" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"n" integer NOT NULL,
	"micros" bigint NOT NULL,
	CONSTRAINT "purchase_rollups_pk" PRIMARY KEY("day","store","status","currency")
);
--> statement-breakpoint
CREATE TABLE "reminder_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"sent" integer NOT NULL,
	"followed" integer NOT NULL,
	CONSTRAINT "reminder_days_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
-- Rollups (issue #36). Every onboarding event is queued for the funnel's fold (lib/funnel/rollups.ts), the
-- ones already there too: figures read the queue's events raw until they are folded.
CREATE FUNCTION "funnel_rollup_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "funnel_rollup_queue" ("id") SELECT "id" FROM "new_rows" ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "onboarding_events_rollup_queue" AFTER INSERT ON "onboarding_events" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "funnel_rollup_enqueue"();
--> statement-breakpoint
-- A deleted event (a member's data erased) leaves the rollup in the deleting statement: each affected
-- user's chain of days (lib/funnel/rollups.ts) is taken out as it was and put back without it. Under the
-- fold's lock, so a fold runs before or after, never across.
CREATE FUNCTION "funnel_rollup_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "funnel_rollups" IN EXCLUSIVE MODE;
  WITH "base" AS (
    SELECT o."uid", o."step", o."platform", (o."at" AT TIME ZONE 'UTC')::date AS "day", false AS "gone"
    FROM "onboarding_events" o
    WHERE (o."uid", o."step") IN (SELECT "uid", "step" FROM "old_rows")
      AND NOT EXISTS (SELECT 1 FROM "funnel_rollup_queue" q WHERE q."id" = o."id")
    UNION ALL
    SELECT o."uid", o."step", o."platform", (o."at" AT TIME ZONE 'UTC')::date, true
    FROM "old_rows" o WHERE NOT EXISTS (SELECT 1 FROM "funnel_rollup_queue" q WHERE q."id" = o."id")
  ), "keyed" AS (
    SELECT "uid", "step", "platform", "day", "gone" FROM "base" UNION ALL SELECT "uid", "step", '', "day", "gone" FROM "base"
  ), "chains" AS (
    SELECT "step", "platform", "day", coalesce(lag("day") OVER (PARTITION BY "uid", "step", "platform" ORDER BY "day"), '0001-01-01'::date) AS "prev", -1 AS "sign"
    FROM (SELECT DISTINCT "uid", "step", "platform", "day" FROM "keyed") b
    UNION ALL
    SELECT "step", "platform", "day", coalesce(lag("day") OVER (PARTITION BY "uid", "step", "platform" ORDER BY "day"), '0001-01-01'::date), 1
    FROM (SELECT DISTINCT "uid", "step", "platform", "day" FROM "keyed" WHERE NOT "gone") a
  )
  INSERT INTO "funnel_rollups" ("step", "platform", "day", "prev_day", "users")
  SELECT "step", "platform", "day", "prev", sum("sign") FROM "chains" GROUP BY 1, 2, 3, 4 HAVING sum("sign") <> 0
  ON CONFLICT ("step", "platform", "day", "prev_day") DO UPDATE SET "users" = "funnel_rollups"."users" + excluded."users";
  DELETE FROM "funnel_rollups" WHERE "users" = 0;
  DELETE FROM "funnel_rollup_queue" WHERE "id" IN (SELECT "id" FROM "old_rows");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "onboarding_events_rollup_remove" AFTER DELETE ON "onboarding_events" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "funnel_rollup_remove"();
--> statement-breakpoint
INSERT INTO "funnel_rollup_queue" ("id") SELECT "id" FROM "onboarding_events";
--> statement-breakpoint
-- Purchases and check-ins: counters moved in the writing statement, by statement triggers (one per
-- operation: a trigger with transition tables serves one). A row's old version is taken out, its new one added.
CREATE FUNCTION "purchase_rollup_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "purchase_rollups" ("day", "store", "status", "currency", "n", "micros")
  SELECT ("purchased_at" AT TIME ZONE 'UTC')::date, "store", "status", "currency", sum("sign"), sum("sign" * "price_micros")
  FROM (SELECT "purchased_at", "store", "status", "currency", "price_micros", 1 AS "sign" FROM "new_rows") AS r GROUP BY 1, 2, 3, 4
  ON CONFLICT ("day", "store", "status", "currency") DO UPDATE SET "n" = "purchase_rollups"."n" + excluded."n", "micros" = "purchase_rollups"."micros" + excluded."micros";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "purchase_rollup_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "purchase_rollups" ("day", "store", "status", "currency", "n", "micros")
  SELECT ("purchased_at" AT TIME ZONE 'UTC')::date, "store", "status", "currency", sum("sign"), sum("sign" * "price_micros")
  FROM (SELECT "purchased_at", "store", "status", "currency", "price_micros", -1 AS "sign" FROM "old_rows" UNION ALL SELECT "purchased_at", "store", "status", "currency", "price_micros", 1 FROM "new_rows") AS r GROUP BY 1, 2, 3, 4
  ON CONFLICT ("day", "store", "status", "currency") DO UPDATE SET "n" = "purchase_rollups"."n" + excluded."n", "micros" = "purchase_rollups"."micros" + excluded."micros";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "purchase_rollup_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "purchase_rollups" ("day", "store", "status", "currency", "n", "micros")
  SELECT ("purchased_at" AT TIME ZONE 'UTC')::date, "store", "status", "currency", sum("sign"), sum("sign" * "price_micros")
  FROM (SELECT "purchased_at", "store", "status", "currency", "price_micros", -1 AS "sign" FROM "old_rows") AS r GROUP BY 1, 2, 3, 4
  ON CONFLICT ("day", "store", "status", "currency") DO UPDATE SET "n" = "purchase_rollups"."n" + excluded."n", "micros" = "purchase_rollups"."micros" + excluded."micros";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "check_in_rollup_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "check_in_days" ("day", "n")
  SELECT "day", sum("sign") FROM (SELECT "day", 1 AS "sign" FROM "new_rows") AS r GROUP BY 1
  ON CONFLICT ("day") DO UPDATE SET "n" = "check_in_days"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "check_in_rollup_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "check_in_days" ("day", "n")
  SELECT "day", sum("sign") FROM (SELECT "day", -1 AS "sign" FROM "old_rows" UNION ALL SELECT "day", 1 FROM "new_rows") AS r GROUP BY 1
  ON CONFLICT ("day") DO UPDATE SET "n" = "check_in_days"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "check_in_rollup_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "check_in_days" ("day", "n")
  SELECT "day", sum("sign") FROM (SELECT "day", -1 AS "sign" FROM "old_rows") AS r GROUP BY 1
  ON CONFLICT ("day") DO UPDATE SET "n" = "check_in_days"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "purchases_rollup_insert" AFTER INSERT ON "purchases" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "purchase_rollup_insert"();
--> statement-breakpoint
CREATE TRIGGER "purchases_rollup_update" AFTER UPDATE ON "purchases" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "purchase_rollup_update"();
--> statement-breakpoint
CREATE TRIGGER "purchases_rollup_delete" AFTER DELETE ON "purchases" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "purchase_rollup_delete"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_rollup_insert" AFTER INSERT ON "check_ins" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "check_in_rollup_insert"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_rollup_update" AFTER UPDATE ON "check_ins" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "check_in_rollup_update"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_rollup_delete" AFTER DELETE ON "check_ins" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "check_in_rollup_delete"();
--> statement-breakpoint
-- The purchases and check-ins already there.
INSERT INTO "purchase_rollups" ("day", "store", "status", "currency", "n", "micros")
SELECT ("purchased_at" AT TIME ZONE 'UTC')::date, "store", "status", "currency", count(*), sum("price_micros") FROM "purchases" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "check_in_days" ("day", "n") SELECT "day", count(*) FROM "check_ins" GROUP BY 1;
--> statement-breakpoint
-- Reminders sent and followed (a check-in begun within a day after): moved by the statements that change
-- either side. Each takes its members' locks first, so two writers of one member's rows count in turn,
-- each seeing the other's committed rows.
CREATE FUNCTION "reminder_followed"("member" text, "at" timestamptz) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "check_ins" c WHERE c."uid" = "member" AND c."created_at" > "at" AND c."created_at" <= "at" + interval '1 day');
$$;
--> statement-breakpoint
CREATE FUNCTION "reminder_rollup_lock"("members" text[]) RETURNS void LANGUAGE sql AS $$
  -- One of 64 locks per member (a bulk statement takes at most 64), in order (no deadlock between them).
  SELECT count(pg_advisory_xact_lock(1919246945, b)) FROM (SELECT DISTINCT hashtext(m) & 63 AS b FROM unnest("members") AS m ORDER BY 1) s;
$$;
--> statement-breakpoint
CREATE FUNCTION "reminder_rollup_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "reminder_rollup_lock"(ARRAY(SELECT "uid" FROM "new_rows" WHERE "sent_at" IS NOT NULL));
  INSERT INTO "reminder_days" ("day", "kind", "sent", "followed")
  SELECT ("sent_at" AT TIME ZONE 'UTC')::date, "kind", sum("sign"), sum("sign" * "reminder_followed"("uid", "sent_at")::int)
  FROM (SELECT "uid", "kind", "sent_at", 1 AS "sign" FROM "new_rows") AS r WHERE "sent_at" IS NOT NULL GROUP BY 1, 2
  ON CONFLICT ("day", "kind") DO UPDATE SET "sent" = "reminder_days"."sent" + excluded."sent", "followed" = "reminder_days"."followed" + excluded."followed";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reminder_rollup_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "reminder_rollup_lock"(ARRAY(SELECT "uid" FROM "old_rows" UNION SELECT "uid" FROM "new_rows"));
  INSERT INTO "reminder_days" ("day", "kind", "sent", "followed")
  SELECT ("sent_at" AT TIME ZONE 'UTC')::date, "kind", sum("sign"), sum("sign" * "reminder_followed"("uid", "sent_at")::int)
  FROM (SELECT "uid", "kind", "sent_at", -1 AS "sign" FROM "old_rows" UNION ALL SELECT "uid", "kind", "sent_at", 1 FROM "new_rows") AS r WHERE "sent_at" IS NOT NULL GROUP BY 1, 2
  ON CONFLICT ("day", "kind") DO UPDATE SET "sent" = "reminder_days"."sent" + excluded."sent", "followed" = "reminder_days"."followed" + excluded."followed";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reminder_rollup_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "reminder_rollup_lock"(ARRAY(SELECT "uid" FROM "old_rows"));
  INSERT INTO "reminder_days" ("day", "kind", "sent", "followed")
  SELECT ("sent_at" AT TIME ZONE 'UTC')::date, "kind", sum("sign"), sum("sign" * "reminder_followed"("uid", "sent_at")::int)
  FROM (SELECT "uid", "kind", "sent_at", -1 AS "sign" FROM "old_rows") AS r WHERE "sent_at" IS NOT NULL GROUP BY 1, 2
  ON CONFLICT ("day", "kind") DO UPDATE SET "sent" = "reminder_days"."sent" + excluded."sent", "followed" = "reminder_days"."followed" + excluded."followed";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reminder_sends_rollup_insert" AFTER INSERT ON "reminder_sends" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reminder_rollup_insert"();
--> statement-breakpoint
CREATE TRIGGER "reminder_sends_rollup_update" AFTER UPDATE ON "reminder_sends" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reminder_rollup_update"();
--> statement-breakpoint
CREATE TRIGGER "reminder_sends_rollup_delete" AFTER DELETE ON "reminder_sends" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reminder_rollup_delete"();
--> statement-breakpoint
-- The check-in side: the sends whose window holds a check-in written (or its old version), each
-- followed now minus followed before the statement (the table without the new rows, with the old ones).
CREATE FUNCTION "reminder_followed_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "reminder_rollup_lock"(ARRAY(SELECT "uid" FROM "new_rows"));
  INSERT INTO "reminder_days" ("day", "kind", "sent", "followed")
  SELECT ("sent_at" AT TIME ZONE 'UTC')::date, "kind", 0, sum("delta") FROM (SELECT s."sent_at", s."kind",
      "reminder_followed"(s."uid", s."sent_at")::int
        - (EXISTS (SELECT 1 FROM "check_ins" c WHERE c."uid" = s."uid" AND c."created_at" > s."sent_at" AND c."created_at" <= s."sent_at" + interval '1 day'
                   AND c."id" NOT IN (SELECT "id" FROM "new_rows")))::int AS "delta"
    FROM "reminder_sends" s
    WHERE s."sent_at" IS NOT NULL AND EXISTS (
      SELECT 1 FROM (SELECT "uid", "created_at" FROM "new_rows") x
      WHERE x."uid" = s."uid" AND x."created_at" > s."sent_at" AND x."created_at" <= s."sent_at" + interval '1 day')) AS d GROUP BY 1, 2 HAVING sum("delta") <> 0
  ON CONFLICT ("day", "kind") DO UPDATE SET "followed" = "reminder_days"."followed" + excluded."followed";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reminder_followed_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "reminder_rollup_lock"(ARRAY(SELECT "uid" FROM "old_rows" UNION SELECT "uid" FROM "new_rows"));
  INSERT INTO "reminder_days" ("day", "kind", "sent", "followed")
  SELECT ("sent_at" AT TIME ZONE 'UTC')::date, "kind", 0, sum("delta") FROM (SELECT s."sent_at", s."kind",
      "reminder_followed"(s."uid", s."sent_at")::int
        - (EXISTS (SELECT 1 FROM "check_ins" c WHERE c."uid" = s."uid" AND c."created_at" > s."sent_at" AND c."created_at" <= s."sent_at" + interval '1 day'
                   AND c."id" NOT IN (SELECT "id" FROM "new_rows"))
           OR EXISTS (SELECT 1 FROM "old_rows" o WHERE o."uid" = s."uid" AND o."created_at" > s."sent_at" AND o."created_at" <= s."sent_at" + interval '1 day'))::int AS "delta"
    FROM "reminder_sends" s
    WHERE s."sent_at" IS NOT NULL AND EXISTS (
      SELECT 1 FROM (SELECT "uid", "created_at" FROM "old_rows" UNION ALL SELECT "uid", "created_at" FROM "new_rows") x
      WHERE x."uid" = s."uid" AND x."created_at" > s."sent_at" AND x."created_at" <= s."sent_at" + interval '1 day')) AS d GROUP BY 1, 2 HAVING sum("delta") <> 0
  ON CONFLICT ("day", "kind") DO UPDATE SET "followed" = "reminder_days"."followed" + excluded."followed";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reminder_followed_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "reminder_rollup_lock"(ARRAY(SELECT "uid" FROM "old_rows"));
  INSERT INTO "reminder_days" ("day", "kind", "sent", "followed")
  SELECT ("sent_at" AT TIME ZONE 'UTC')::date, "kind", 0, sum("delta") FROM (SELECT s."sent_at", s."kind",
      "reminder_followed"(s."uid", s."sent_at")::int
        - (EXISTS (SELECT 1 FROM "check_ins" c WHERE c."uid" = s."uid" AND c."created_at" > s."sent_at" AND c."created_at" <= s."sent_at" + interval '1 day')
           OR EXISTS (SELECT 1 FROM "old_rows" o WHERE o."uid" = s."uid" AND o."created_at" > s."sent_at" AND o."created_at" <= s."sent_at" + interval '1 day'))::int AS "delta"
    FROM "reminder_sends" s
    WHERE s."sent_at" IS NOT NULL AND EXISTS (
      SELECT 1 FROM (SELECT "uid", "created_at" FROM "old_rows") x
      WHERE x."uid" = s."uid" AND x."created_at" > s."sent_at" AND x."created_at" <= s."sent_at" + interval '1 day')) AS d GROUP BY 1, 2 HAVING sum("delta") <> 0
  ON CONFLICT ("day", "kind") DO UPDATE SET "followed" = "reminder_days"."followed" + excluded."followed";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "check_ins_reminder_insert" AFTER INSERT ON "check_ins" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reminder_followed_insert"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_reminder_update" AFTER UPDATE ON "check_ins" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reminder_followed_update"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_reminder_delete" AFTER DELETE ON "check_ins" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reminder_followed_delete"();
--> statement-breakpoint
-- The reminders already sent.
INSERT INTO "reminder_days" ("day", "kind", "sent", "followed")
SELECT ("sent_at" AT TIME ZONE 'UTC')::date, "kind", count(*), count(*) FILTER (WHERE "reminder_followed"("uid", "sent_at")) FROM "reminder_sends" WHERE "sent_at" IS NOT NULL GROUP BY 1, 2;
