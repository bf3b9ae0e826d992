CREATE TABLE "content_pages" (
	"slug" varchar(60) PRIMARY KEY NOT NULL,
	"title_fa" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_fa" text NOT NULL,
	"summary_en" text NOT NULL,
	"sections_fa" jsonb NOT NULL,
	"sections_en" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"city_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" varchar(20),
	"subject" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"locale" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abroad_countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"iso2" varchar(2) NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"summary_fa" text NOT NULL,
	"summary_en" text NOT NULL,
	"sections_fa" jsonb NOT NULL,
	"sections_en" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "abroad_countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "abroad_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"email" varchar(254),
	"degree" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"locale" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"full_name" text NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"grade" integer NOT NULL,
	"message" text NOT NULL,
	"locale" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"city_id" integer NOT NULL,
	"level" varchar(8) NOT NULL,
	"gender" varchar(8) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"district_fa" text NOT NULL,
	"district_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schools_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "author_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "author_role_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "body_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "internal_links" ADD CONSTRAINT "internal_links_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_links" ADD CONSTRAINT "internal_links_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abroad_requests" ADD CONSTRAINT "abroad_requests_country_id_abroad_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."abroad_countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_links_sort_idx" ON "internal_links" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "abroad_requests_country_idx" ON "abroad_requests" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "schools_city_idx" ON "schools" USING btree ("city_id","sort_order");