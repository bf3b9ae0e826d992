CREATE TABLE "loyalty_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"points" integer NOT NULL,
	"idempotency_key" varchar(120) NOT NULL,
	"memo" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_points_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "loyalty_points_sign_check" CHECK (("loyalty_points"."kind" in ('payment','lesson','referral') and "loyalty_points"."points" > 0) or ("loyalty_points"."kind" in ('redeemed','expired','reversed') and "loyalty_points"."points" < 0))
);
--> statement-breakpoint
DROP INDEX "user_clubs_level_idx";--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_points_user_idx" ON "loyalty_points" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "user_clubs" DROP COLUMN "points";--> statement-breakpoint
ALTER TABLE "user_clubs" DROP COLUMN "level";