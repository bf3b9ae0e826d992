CREATE TABLE "payout_methods" (
	"tutor_id" integer PRIMARY KEY NOT NULL,
	"iban" varchar(34) NOT NULL,
	"holder_name" varchar(120) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"iban" varchar(34) NOT NULL,
	"holder_name" varchar(120) NOT NULL,
	"state" varchar(16) DEFAULT 'requested' NOT NULL,
	"batch_id" varchar(40),
	"failure_reason" text,
	"settled_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_state_check" CHECK ("payouts"."state" in ('requested', 'in_batch', 'paid', 'failed')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open_idx" ON "payouts" USING btree ("tutor_id") WHERE "payouts"."state" in ('requested', 'in_batch');--> statement-breakpoint
CREATE INDEX "payouts_state_idx" ON "payouts" USING btree ("state","requested_at");