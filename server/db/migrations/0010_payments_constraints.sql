-- Payments (issue 18): what Drizzle cannot say. docs/decisions.md "Paying (issue 18)".

-- Every ledger transaction's entries sum to zero, checked at commit (after all its entries are in).
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced by % cents', NEW.transaction_id, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
--> statement-breakpoint
-- Entries are history: never changed or removed.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_refund_of_fk" FOREIGN KEY ("refund_of") REFERENCES "ledger_transactions"("id") ON DELETE restrict;
--> statement-breakpoint
-- An invoice is paid by at most one gateway attempt.
CREATE UNIQUE INDEX "payment_attempts_paid_idx" ON "payment_attempts" ("invoice_id") WHERE "state" = 'paid';
--> statement-breakpoint
INSERT INTO "ledger_accounts" ("key", "kind") VALUES ('system:gateway', 'system'), ('system:sales', 'system'), ('system:opening', 'system');
--> statement-breakpoint
-- Wallets move into the ledger: each wallet becomes an account, a balance an opening transaction.
INSERT INTO "ledger_accounts" ("key", "kind", "user_id", "currency")
  SELECT 'wallet:' || "user_id", 'wallet', "user_id", "currency" FROM "wallets";
--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "idempotency_key", "user_id", "amount_cents", "memo")
  SELECT 'opening_balance', 'opening:' || "user_id", "user_id", "balance_cents", '{"from":"wallets.balance_cents"}'::jsonb FROM "wallets" WHERE "balance_cents" > 0;
--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount_cents")
  SELECT t."id", a."id", w."balance_cents"
  FROM "wallets" w JOIN "ledger_transactions" t ON t."idempotency_key" = 'opening:' || w."user_id"
  JOIN "ledger_accounts" a ON a."key" = 'wallet:' || w."user_id"
  UNION ALL
  SELECT t."id", (SELECT "id" FROM "ledger_accounts" WHERE "key" = 'system:opening'), -w."balance_cents"
  FROM "wallets" w JOIN "ledger_transactions" t ON t."idempotency_key" = 'opening:' || w."user_id";
--> statement-breakpoint
-- One open or paid invoice per subject of a purpose (a request is prepaid once).
CREATE UNIQUE INDEX "invoices_subject_idx" ON "invoices" ("purpose", "subject_id") WHERE "subject_id" IS NOT NULL AND "state" IN ('open', 'paid');
