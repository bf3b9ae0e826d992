-- Classes (issue 30, docs/decisions.md "Classes"): classes, their sessions (UTC + the agreed IANA zone), reschedule
-- proposals, session events, calendar feeds; a class's own ledger account (kind 'class', may go below zero).
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"state" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"charged" boolean DEFAULT false NOT NULL,
	"cancelled_by" varchar(16),
	"cancel_rule" varchar(16),
	"reason" text,
	"held_at" timestamp with time zone,
	"dispute_until" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_state_check" CHECK ("class_sessions"."state" in ('scheduled','held','confirmed','disputed','student_absent','tutor_absent','cancelled')),
	CONSTRAINT "class_sessions_range_check" CHECK ("class_sessions"."ends_at" > "class_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"course_id" integer,
	"teaching_mode" varchar(16) NOT NULL,
	"address" jsonb,
	"session_minutes" smallint NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"weekly_times" jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'active' NOT NULL,
	"room_key" varchar(64) NOT NULL,
	"prepayment_invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_mode_check" CHECK ("classes"."teaching_mode" in ('online','in_person')),
	CONSTRAINT "classes_state_check" CHECK ("classes"."state" in ('active','ended'))
);
--> statement-breakpoint
CREATE TABLE "session_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"event" varchar(32) NOT NULL,
	"from_state" varchar(16),
	"to_state" varchar(16),
	"actor" varchar(16) NOT NULL,
	"actor_user_id" integer,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_reschedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"proposed_by" varchar(16) NOT NULL,
	"proposed_by_user_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reschedules_state_check" CHECK ("session_reschedules"."state" in ('pending','accepted','declined','withdrawn','expired'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_request_id_tutor_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tutor_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_prepayment_invoice_id_invoices_id_fk" FOREIGN KEY ("prepayment_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_events" ADD CONSTRAINT "session_events_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_events" ADD CONSTRAINT "session_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reschedules" ADD CONSTRAINT "session_reschedules_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reschedules" ADD CONSTRAINT "session_reschedules_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_sessions_class_idx" ON "class_sessions" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_tutor_idx" ON "class_sessions" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_dispute_due_idx" ON "class_sessions" USING btree ("dispute_until") WHERE state in ('held','student_absent');--> statement-breakpoint
CREATE UNIQUE INDEX "classes_request_idx" ON "classes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "classes_student_idx" ON "classes" USING btree ("student_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "classes_tutor_idx" ON "classes" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "session_events_session_idx" ON "session_events" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_reschedules_pending_idx" ON "session_reschedules" USING btree ("session_id") WHERE state = 'pending';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('wallet', 'system', 'class'));--> statement-breakpoint
-- By hand (Drizzle cannot say it): no two live sessions of one tutor overlap. Range operators only, so no
-- btree_gist: PGlite runs it too. An overlap is refused with 23P01 (the API answers 409 class_session_slot_taken).
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_no_overlap" EXCLUDE USING gist (int4range("tutor_id", "tutor_id", '[]') WITH &&, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("state" <> 'cancelled');
