ALTER TABLE "tutor_courses" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_courses" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_courses" ADD COLUMN "stars" numeric(2, 1) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_courses" ADD COLUMN "reviews_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_courses" ADD COLUMN "classes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_courses" ADD COLUMN "rating_score" numeric(4, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_courses" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "tutor_courses" ADD COLUMN "teaches_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_courses" ADD COLUMN "teaches_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_courses" ADD COLUMN "gender" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "tutor_courses" AS tc SET "is_active" = t."is_active", "price_cents" = t."price_cents", "stars" = t."stars", "reviews_count" = t."reviews_count", "classes_count" = t."classes_count", "rating_score" = t."rating_score", "city_id" = t."city_id", "teaches_online" = t."teaches_online", "teaches_offline" = t."teaches_offline", "gender" = t."gender" FROM "tutors" AS t WHERE t."id" = tc."tutor_id";--> statement-breakpoint
CREATE INDEX "tutor_courses_rating_idx" ON "tutor_courses" USING btree ("course_id","rating_score" DESC NULLS LAST,"classes_count" DESC NULLS LAST,"tutor_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "tutor_courses_price_idx" ON "tutor_courses" USING btree ("course_id","price_cents","tutor_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "tutor_courses_stars_idx" ON "tutor_courses" USING btree ("course_id","stars" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"tutor_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "tutor_courses_classes_idx" ON "tutor_courses" USING btree ("course_id","classes_count" DESC NULLS LAST,"tutor_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "tutor_courses_city_price_idx" ON "tutor_courses" USING btree ("course_id","city_id","price_cents") WHERE is_active;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tutor_courses_follow_tutor"() RETURNS trigger AS $$
BEGIN
	UPDATE "tutor_courses" SET "is_active" = NEW."is_active", "price_cents" = NEW."price_cents", "stars" = NEW."stars", "reviews_count" = NEW."reviews_count", "classes_count" = NEW."classes_count", "rating_score" = NEW."rating_score", "city_id" = NEW."city_id", "teaches_online" = NEW."teaches_online", "teaches_offline" = NEW."teaches_offline", "gender" = NEW."gender" WHERE "tutor_id" = NEW."id";
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "tutors_copy_list_keys" AFTER UPDATE ON "tutors" FOR EACH ROW WHEN ((OLD."is_active", OLD."price_cents", OLD."stars", OLD."reviews_count", OLD."classes_count", OLD."city_id", OLD."teaches_online", OLD."teaches_offline", OLD."gender") IS DISTINCT FROM (NEW."is_active", NEW."price_cents", NEW."stars", NEW."reviews_count", NEW."classes_count", NEW."city_id", NEW."teaches_online", NEW."teaches_offline", NEW."gender")) EXECUTE FUNCTION "tutor_courses_follow_tutor"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tutor_courses_take_tutor_keys"() RETURNS trigger AS $$
DECLARE
	t record;
BEGIN
	-- FOR SHARE: a change to the tutor still uncommitted is waited for, so the copy is never older.
	SELECT * INTO t FROM "tutors" WHERE "id" = NEW."tutor_id" FOR SHARE;
	IF FOUND THEN
		NEW."is_active" := t."is_active";
		NEW."price_cents" := t."price_cents";
		NEW."stars" := t."stars";
		NEW."reviews_count" := t."reviews_count";
		NEW."classes_count" := t."classes_count";
		NEW."rating_score" := t."rating_score";
		NEW."city_id" := t."city_id";
		NEW."teaches_online" := t."teaches_online";
		NEW."teaches_offline" := t."teaches_offline";
		NEW."gender" := t."gender";
	END IF;
	RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "tutor_courses_copy_list_keys" BEFORE INSERT OR UPDATE OF "tutor_id" ON "tutor_courses" FOR EACH ROW EXECUTE FUNCTION "tutor_courses_take_tutor_keys"();--> statement-breakpoint
-- The planner needs the new columns' statistics before the first list asks (autovacuum would take a while).
ANALYZE "tutor_courses";
