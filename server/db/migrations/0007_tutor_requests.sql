CREATE TABLE "tutor_hour_holds" (
	"tutor_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"offer_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	CONSTRAINT "tutor_hour_holds_slot_check" CHECK ("tutor_hour_holds"."slot" between 0 and 335)
);
--> statement-breakpoint
CREATE TABLE "tutor_request_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'offered' NOT NULL,
	"rank" smallint NOT NULL,
	"score" integer NOT NULL,
	"overlap_minutes" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_request_offers_state_check" CHECK ("tutor_request_offers"."state" in ('offered','accepted','declined','expired','released'))
);
--> statement-breakpoint
CREATE TABLE "tutor_request_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"transition" varchar(32) NOT NULL,
	"from_state" varchar(24) NOT NULL,
	"to_state" varchar(24) NOT NULL,
	"actor" varchar(16) NOT NULL,
	"actor_user_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tutor_id" integer,
	"origin" varchar(16) NOT NULL,
	"state" varchar(24) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"course_id" integer,
	"teaching_mode" varchar(16),
	"city_id" integer,
	"province_id" integer,
	"class_info" jsonb,
	"student_info" jsonb,
	"time_zone" varchar(64),
	"weekly_hours" jsonb,
	"address" jsonb,
	"budget_min_cents" integer,
	"budget_max_cents" integer,
	"supplementary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "tutor_requests_state_check" CHECK ("tutor_requests"."state" in ('draft','matching','offers_out','suggestions_ready','awaiting_prepayment','prepaid','cancelled'))
);
--> statement-breakpoint
ALTER TABLE "tutor_hour_holds" ADD CONSTRAINT "tutor_hour_holds_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_hour_holds" ADD CONSTRAINT "tutor_hour_holds_offer_id_tutor_request_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."tutor_request_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_hour_holds" ADD CONSTRAINT "tutor_hour_holds_request_id_tutor_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tutor_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_request_offers" ADD CONSTRAINT "tutor_request_offers_request_id_tutor_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tutor_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_request_offers" ADD CONSTRAINT "tutor_request_offers_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_request_transitions" ADD CONSTRAINT "tutor_request_transitions_request_id_tutor_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tutor_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_request_transitions" ADD CONSTRAINT "tutor_request_transitions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_requests" ADD CONSTRAINT "tutor_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_requests" ADD CONSTRAINT "tutor_requests_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_requests" ADD CONSTRAINT "tutor_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_requests" ADD CONSTRAINT "tutor_requests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_requests" ADD CONSTRAINT "tutor_requests_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_hour_holds_slot_idx" ON "tutor_hour_holds" USING btree ("tutor_id","slot");--> statement-breakpoint
CREATE INDEX "tutor_hour_holds_offer_idx" ON "tutor_hour_holds" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_request_offers_request_tutor_idx" ON "tutor_request_offers" USING btree ("request_id","tutor_id");--> statement-breakpoint
CREATE INDEX "tutor_request_offers_tutor_idx" ON "tutor_request_offers" USING btree ("tutor_id","state");--> statement-breakpoint
CREATE INDEX "tutor_request_offers_due_idx" ON "tutor_request_offers" USING btree ("expires_at") WHERE state = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_request_transitions_seq_idx" ON "tutor_request_transitions" USING btree ("request_id","seq");--> statement-breakpoint
CREATE INDEX "tutor_requests_user_idx" ON "tutor_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tutor_requests_state_idx" ON "tutor_requests" USING btree ("state");