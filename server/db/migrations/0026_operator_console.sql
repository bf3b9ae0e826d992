CREATE TABLE "operator_audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"action" varchar(60) NOT NULL,
	"record_type" varchar(40) NOT NULL,
	"record_id" varchar(80) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"ip" varchar(64),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_second_factors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_encrypted" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block_hid_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "console_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "console_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_second_factors" ADD CONSTRAINT "operator_second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_entries_at_idx" ON "operator_audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_audit_entries_actor_idx" ON "operator_audit_entries" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "operator_audit_entries_record_idx" ON "operator_audit_entries" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "operator_audit_entries_append_only"() RETURNS trigger AS $$
BEGIN
	RAISE EXCEPTION 'operator_audit_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "operator_audit_entries_no_change" BEFORE UPDATE OR DELETE ON "operator_audit_entries" FOR EACH ROW EXECUTE FUNCTION "operator_audit_entries_append_only"();
