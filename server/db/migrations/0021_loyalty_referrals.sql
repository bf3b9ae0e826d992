ALTER TABLE "user_clubs" ADD COLUMN "referral_code" varchar(16);--> statement-breakpoint
ALTER TABLE "user_clubs" ADD COLUMN "referred_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "user_clubs" ADD CONSTRAINT "user_clubs_referred_by_user_id_users_id_fk" FOREIGN KEY ("referred_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_clubs_referral_code_idx" ON "user_clubs" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "user_clubs_referred_by_idx" ON "user_clubs" USING btree ("referred_by_user_id");