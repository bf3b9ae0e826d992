CREATE TABLE "tutor_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"stars" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_username_history" (
	"old_username" varchar(80) PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"renamed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "tutors_price_idx";--> statement-breakpoint
DROP INDEX "tutors_stars_idx";--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "rating_score" numeric(4, 3) GENERATED ALWAYS AS (round((stars * reviews_count + 3.5 * 10) / (reviews_count + 10), 3)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_username_history" ADD CONSTRAINT "tutor_username_history_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_reviews_tutor_idx" ON "tutor_reviews" USING btree ("tutor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tutor_username_history_tutor_idx" ON "tutor_username_history" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "tutors_rating_idx" ON "tutors" USING btree ("rating_score" DESC NULLS LAST,"classes_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tutors_classes_idx" ON "tutors" USING btree ("classes_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tutors_new_idx" ON "tutors" USING btree ("id") WHERE reviews_count < 3;--> statement-breakpoint
CREATE INDEX "tutors_name_prefix_idx" ON "tutors" USING btree ("full_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tutors_name_en_prefix_idx" ON "tutors" USING btree (lower("full_name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tutors_price_idx" ON "tutors" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "tutors_stars_idx" ON "tutors" USING btree ("stars" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"id");--> statement-breakpoint
-- Tutor data fits in memory on SSDs: random reads cost about as much as sequential ones, and the
-- default (4) makes the planner scan the whole tutors table instead of using the list indexes.
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database()); END $$;--> statement-breakpoint
SET random_page_cost = 1.1;
