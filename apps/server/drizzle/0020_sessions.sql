CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instructor_id" integer NOT NULL,
	"session_type_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"buffer_before_minutes" smallint NOT NULL,
	"buffer_after_minutes" smallint NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"mentor_time_zone" text NOT NULL,
	"student_time_zone" text NOT NULL,
	"policy" jsonb NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"payment_due_at" timestamp with time zone,
	"request_expires_at" timestamp with time zone,
	"order_id" uuid,
	"meeting_token" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reschedule_count" smallint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_ends_after_start" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_blocked_covers" CHECK ("bookings"."blocked_from" <= "bookings"."starts_at" and "bookings"."blocked_until" >= "bookings"."ends_at"),
	CONSTRAINT "bookings_price" CHECK ("bookings"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mentor_schedules" (
	"instructor_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"overrides" jsonb NOT NULL,
	"buffer_before_minutes" smallint NOT NULL,
	"buffer_after_minutes" smallint NOT NULL,
	"min_notice_minutes" integer NOT NULL,
	"max_days_ahead" smallint NOT NULL,
	"max_per_day" smallint,
	"policy" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instructor_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_types_length" CHECK ("session_types"."duration_minutes" between 15 and 120),
	CONSTRAINT "session_types_price" CHECK ("session_types"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_one_item";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_type_id_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."session_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_schedules" ADD CONSTRAINT "mentor_schedules_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_meeting_token_key" ON "bookings" USING btree ("meeting_token");--> statement-breakpoint
CREATE INDEX "bookings_instructor_start_idx" ON "bookings" USING btree ("instructor_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_student_start_idx" ON "bookings" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_order_idx" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "session_types_instructor_idx" ON "session_types" USING btree ("instructor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_booking_key" ON "order_lines" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_one_item" CHECK (("order_lines"."kind" = 'course' and "order_lines"."course_id" is not null and "order_lines"."product_id" is null and "order_lines"."booking_id" is null) or ("order_lines"."kind" = 'product' and "order_lines"."product_id" is not null and "order_lines"."course_id" is null and "order_lines"."booking_id" is null) or ("order_lines"."kind" = 'session' and "order_lines"."booking_id" is not null and "order_lines"."course_id" is null and "order_lines"."product_id" is null));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- No double booking: two bookings of one mentor that hold a slot (held, awaiting payment,
-- requested, confirmed) may not overlap, buffers included. btree_gist lets the mentor's id be
-- compared with = inside a GiST index; PGlite loads it too (db/pglite-worker.mjs).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "instructor_id" WITH =,
  tstzrange("blocked_from", "blocked_until", '[)') WITH &&
) WHERE ("status" IN ('held', 'awaiting_payment', 'requested', 'confirmed'));
