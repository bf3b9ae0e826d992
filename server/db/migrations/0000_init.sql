CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"is_capital" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso2" varchar(2) NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"dial_code" varchar(8) NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL,
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "provinces_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "course_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_group_id" integer NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tutor_courses" (
	"tutor_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "tutor_courses_tutor_id_course_id_pk" PRIMARY KEY("tutor_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "tutors" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(80) NOT NULL,
	"full_name" text NOT NULL,
	"full_name_en" text NOT NULL,
	"gender" varchar(8) NOT NULL,
	"bio" text NOT NULL,
	"stars" numeric(2, 1) DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"classes_count" integer DEFAULT 0 NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"city_id" integer,
	"teaches_online" boolean DEFAULT true NOT NULL,
	"teaches_offline" boolean DEFAULT false NOT NULL,
	"avatar_url" text,
	"intro_video_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutors_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" varchar(40) NOT NULL,
	"question_fa" text NOT NULL,
	"answer_fa" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"author_name" text NOT NULL,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"stars" integer DEFAULT 5 NOT NULL,
	"video_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_courses" ADD CONSTRAINT "tutor_courses_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_courses" ADD CONSTRAINT "tutor_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "courses_group_idx" ON "courses" USING btree ("course_group_id","sort_order");--> statement-breakpoint
CREATE INDEX "tutor_courses_course_idx" ON "tutor_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "tutors_city_idx" ON "tutors" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "tutors_price_idx" ON "tutors" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "tutors_stars_idx" ON "tutors" USING btree ("stars");