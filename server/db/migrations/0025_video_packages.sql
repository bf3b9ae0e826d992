CREATE TABLE "video_package_owners" (
	"package_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_package_owners_package_id_user_id_pk" PRIMARY KEY("package_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "video_package_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"video_upload_id" varchar(64),
	"poster_upload_id" varchar(64),
	"demo_clip" varchar(64),
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_package_sessions_file_check" CHECK (("video_package_sessions"."video_upload_id" is null) <> ("video_package_sessions"."demo_clip" is null))
);
--> statement-breakpoint
CREATE TABLE "video_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_packages_price_check" CHECK ("video_packages"."price_cents" > 0),
	CONSTRAINT "video_packages_status_check" CHECK ("video_packages"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "video_watch_progress" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"watched" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_watch_progress_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "video_package_owners" ADD CONSTRAINT "video_package_owners_package_id_video_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."video_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_package_owners" ADD CONSTRAINT "video_package_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_package_owners" ADD CONSTRAINT "video_package_owners_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_package_sessions" ADD CONSTRAINT "video_package_sessions_package_id_video_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."video_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_package_sessions" ADD CONSTRAINT "video_package_sessions_video_upload_id_uploads_id_fk" FOREIGN KEY ("video_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_package_sessions" ADD CONSTRAINT "video_package_sessions_poster_upload_id_uploads_id_fk" FOREIGN KEY ("poster_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_packages" ADD CONSTRAINT "video_packages_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_packages" ADD CONSTRAINT "video_packages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_progress" ADD CONSTRAINT "video_watch_progress_session_id_video_package_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."video_package_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_progress" ADD CONSTRAINT "video_watch_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_package_owners_user_idx" ON "video_package_owners" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_package_sessions_position_idx" ON "video_package_sessions" USING btree ("package_id","position");--> statement-breakpoint
CREATE INDEX "video_packages_tutor_idx" ON "video_packages" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "video_packages_course_idx" ON "video_packages" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "video_watch_progress_user_idx" ON "video_watch_progress" USING btree ("user_id");