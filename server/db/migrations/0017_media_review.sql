ALTER TABLE "tutors" ADD COLUMN "pending_avatar_url" text;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "pending_intro_video_url" text;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "media_submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tutors_media_review_idx" ON "tutors" USING btree ("media_submitted_at") WHERE media_submitted_at is not null;