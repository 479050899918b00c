-- Every write that puts a booking row in a mentor's slots (an insert, or an update whose new row
-- takes a slot) first takes that mentor's transaction lock, so writers of one mentor's slots take
-- turns. Without it, an insert and an update of overlapping rows wait on each other inside the
-- exclusion constraint ("bookings_no_overlap") and PostgreSQL ends one of them as a deadlock
-- after a second: a booking answered 500, or news of a booking never told.
CREATE OR REPLACE FUNCTION "bookings_take_turns"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727501, NEW."instructor_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_take_turns" BEFORE INSERT OR UPDATE ON "bookings"
  FOR EACH ROW
  WHEN (NEW."status" IN ('held', 'awaiting_payment', 'requested', 'confirmed'))
  EXECUTE FUNCTION "bookings_take_turns"();
