CREATE TABLE "tutor_match_facts" (
	"tutor_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"has_account" boolean NOT NULL,
	"teaches_online" boolean NOT NULL,
	"teaches_offline" boolean NOT NULL,
	"city_id" integer,
	"price_cents" integer NOT NULL,
	"rating_score" numeric(4, 3) NOT NULL,
	"reviews_count" integer NOT NULL,
	"has_offers" boolean NOT NULL,
	"best_score" smallint GENERATED ALWAYS AS (round(55 + 4 * rating_score + case when reviews_count < 3 then 10 else 0 end + case when has_offers then 15 else 12 end)) STORED NOT NULL,
	CONSTRAINT "tutor_match_facts_tutor_id_course_id_pk" PRIMARY KEY("tutor_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "tutor_match_facts" ADD CONSTRAINT "tutor_match_facts_tutor_id_course_id_tutor_courses_tutor_id_course_id_fk" FOREIGN KEY ("tutor_id","course_id") REFERENCES "public"."tutor_courses"("tutor_id","course_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "tutor_match_facts_online_idx" ON "tutor_match_facts" USING btree ("course_id","best_score" DESC NULLS LAST,"tutor_id") WHERE is_active and has_account and teaches_online;--> statement-breakpoint
CREATE INDEX "tutor_match_facts_in_person_idx" ON "tutor_match_facts" USING btree ("course_id","city_id","best_score" DESC NULLS LAST,"tutor_id") WHERE is_active and teaches_offline;--> statement-breakpoint
INSERT INTO "tutor_match_facts" ("tutor_id", "course_id", "is_active", "has_account", "teaches_online", "teaches_offline", "city_id", "price_cents", "rating_score", "reviews_count", "has_offers")
SELECT tc.tutor_id, tc.course_id, t.is_active, t.user_id IS NOT NULL, t.teaches_online, t.teaches_offline, t.city_id, t.price_cents, t.rating_score, t.reviews_count,
	EXISTS (SELECT 1 FROM tutor_request_offers o WHERE o.tutor_id = t.id)
FROM tutor_courses tc JOIN tutors t ON t.id = tc.tutor_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tutor_match_facts_courses_added"() RETURNS trigger AS $$
BEGIN
	INSERT INTO tutor_match_facts (tutor_id, course_id, is_active, has_account, teaches_online, teaches_offline, city_id, price_cents, rating_score, reviews_count, has_offers)
	SELECT a.tutor_id, a.course_id, t.is_active, t.user_id IS NOT NULL, t.teaches_online, t.teaches_offline, t.city_id, t.price_cents, t.rating_score, t.reviews_count,
		EXISTS (SELECT 1 FROM tutor_request_offers o WHERE o.tutor_id = t.id)
	FROM added a JOIN tutors t ON t.id = a.tutor_id
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "tutor_courses_match_facts" AFTER INSERT ON "tutor_courses" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "tutor_match_facts_courses_added"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tutor_match_facts_tutors_changed"() RETURNS trigger AS $$
BEGIN
	UPDATE tutor_match_facts f SET is_active = n.is_active, has_account = n.user_id IS NOT NULL, teaches_online = n.teaches_online, teaches_offline = n.teaches_offline,
		city_id = n.city_id, price_cents = n.price_cents, rating_score = n.rating_score, reviews_count = n.reviews_count
	FROM new_rows n JOIN old_rows o ON o.id = n.id
	WHERE f.tutor_id = n.id
		AND (o.is_active, o.user_id IS NOT NULL, o.teaches_online, o.teaches_offline, o.city_id, o.price_cents, o.rating_score, o.reviews_count)
			IS DISTINCT FROM (n.is_active, n.user_id IS NOT NULL, n.teaches_online, n.teaches_offline, n.city_id, n.price_cents, n.rating_score, n.reviews_count);
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "tutors_match_facts" AFTER UPDATE ON "tutors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tutor_match_facts_tutors_changed"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tutor_match_facts_offered"() RETURNS trigger AS $$
BEGIN
	UPDATE tutor_match_facts f SET has_offers = true
	WHERE NOT f.has_offers AND f.tutor_id IN (SELECT a.tutor_id FROM added a);
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "tutor_request_offers_match_facts" AFTER INSERT ON "tutor_request_offers" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "tutor_match_facts_offered"();
