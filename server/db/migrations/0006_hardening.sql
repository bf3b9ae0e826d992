ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_mobile_kind_pk";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "scope" varchar(64) DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_mobile_kind_scope_pk" PRIMARY KEY("mobile","kind","scope");--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "lockouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "last_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(200);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" varchar(64);--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;