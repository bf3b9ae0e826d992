-- Issue 28 (docs/decisions.md "Invoices that cannot be gamed"): what a prepared invoice was computed
-- from, what reconciliation last met on an attempt, and one name per invoice subject.
ALTER TABLE "invoices" ADD COLUMN "basis" varchar(200);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "last_error" text;--> statement-breakpoint
-- An open invoice under a second name of its subject (`013` for `13`) is void: its use of a code goes back.
UPDATE "discount_codes" c SET "used_count" = greatest(c."used_count" - r."n", 0)
  FROM (SELECT d."code_id", count(*)::int AS "n" FROM "discount_redemptions" d JOIN "invoices" i ON i."id" = d."invoice_id"
        WHERE i."state" = 'open' AND i."subject_id" !~ '^[1-9][0-9]{0,17}$' GROUP BY d."code_id") r
  WHERE c."id" = r."code_id";--> statement-breakpoint
DELETE FROM "discount_redemptions" d USING "invoices" i
  WHERE i."id" = d."invoice_id" AND i."state" = 'open' AND i."subject_id" !~ '^[1-9][0-9]{0,17}$';--> statement-breakpoint
INSERT INTO "invoice_events" ("invoice_id", "event", "data")
  SELECT "id", 'cancelled', '{"reason":"subject_not_canonical"}'::jsonb FROM "invoices"
  WHERE "state" = 'open' AND "subject_id" !~ '^[1-9][0-9]{0,17}$';--> statement-breakpoint
UPDATE "invoices" SET "state" = 'cancelled', "discount_code_id" = NULL, "discount_cents" = 0, "total_cents" = "subtotal_cents"
  WHERE "state" = 'open' AND "subject_id" !~ '^[1-9][0-9]{0,17}$';--> statement-breakpoint
-- The index 0010 made by hand, now declared in the schema.
DROP INDEX IF EXISTS "invoices_subject_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subject_idx" ON "invoices" USING btree ("purpose","subject_id") WHERE "invoices"."subject_id" is not null and "invoices"."state" in ('open', 'paid');--> statement-breakpoint
-- NOT VALID: paid or closed invoices of the past keep the name they were paid under; every new or changed row is checked.
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subject_canonical_check" CHECK ("invoices"."subject_id" ~ '^[1-9][0-9]{0,17}$') NOT VALID;
