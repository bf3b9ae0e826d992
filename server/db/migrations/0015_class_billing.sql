-- Issue 30 (docs/decisions.md "Class bills, deposits and packs"): what a student buys for a class
-- (a bill for what it owes, a deposit of sessions ahead, a discount pack); the money is the ledger's.
CREATE TABLE "class_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"sessions" integer,
	"unit_price_cents" integer NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"invoice_id" integer,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"returned_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_purchases_kind_check" CHECK ("class_purchases"."kind" in ('bill', 'deposit', 'pack')),
	CONSTRAINT "class_purchases_sessions_check" CHECK (("class_purchases"."kind" = 'bill') = ("class_purchases"."sessions" is null) and ("class_purchases"."sessions" is null or "class_purchases"."sessions" between 1 and 100)),
	CONSTRAINT "class_purchases_percent_check" CHECK ("class_purchases"."percent" between 0 and 50 and ("class_purchases"."kind" = 'pack' or "class_purchases"."percent" = 0)),
	CONSTRAINT "class_purchases_price_check" CHECK ("class_purchases"."unit_price_cents" > 0),
	CONSTRAINT "class_purchases_pack_expiry_check" CHECK (("class_purchases"."kind" = 'pack' and "class_purchases"."paid_at" is not null) = ("class_purchases"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "class_purchases" ADD CONSTRAINT "class_purchases_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_purchases" ADD CONSTRAINT "class_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_purchases" ADD CONSTRAINT "class_purchases_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_purchases_class_idx" ON "class_purchases" USING btree ("class_id","id");--> statement-breakpoint
CREATE INDEX "class_purchases_pack_due_idx" ON "class_purchases" USING btree ("expires_at") WHERE kind = 'pack' and paid_at is not null and settled_at is null;
