ALTER TABLE "tickets" ADD COLUMN "category" varchar(16);--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "link_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "link_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "owner_read_message_id" integer;