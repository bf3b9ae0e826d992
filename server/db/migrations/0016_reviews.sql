-- Issue 30 (docs/decisions.md "Class surveys and reviews", "Class reminders"): a class survey is a
-- row of tutor_reviews (the seed's rows are history), answered once by the tutor, hidden by an
-- operator with a reason; reminders sent are claimed once per (session, kind, start).
ALTER TABLE "tutor_reviews" ADD COLUMN "class_id" integer;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD COLUMN "survey_round" smallint;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD COLUMN "author_user_id" integer;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD COLUMN "aspects" jsonb;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD COLUMN "hidden_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_stars_check" CHECK ("tutor_reviews"."stars" between 1 and 5);--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_reviews_survey_idx" ON "tutor_reviews" USING btree ("class_id","survey_round") WHERE class_id is not null;--> statement-breakpoint
CREATE TABLE "class_reminders_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "class_reminders_sent" ADD CONSTRAINT "class_reminders_sent_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_reminders_sent_idx" ON "class_reminders_sent" USING btree ("session_id","kind","starts_at");
