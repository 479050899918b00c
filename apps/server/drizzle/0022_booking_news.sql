ALTER TABLE "bookings" ADD COLUMN "notified_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notified_status" text;--> statement-breakpoint
CREATE INDEX "bookings_held_idx" ON "bookings" USING btree ("instructor_id","hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "bookings_news_idx" ON "bookings" USING btree ("updated_at") WHERE "bookings"."sequence" > "bookings"."notified_sequence";