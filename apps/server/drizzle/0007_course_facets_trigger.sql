-- The facet bitmaps depend on a course's status and filter columns only. Until now every UPDATE
-- of courses bumped course_facet_state.version, so each enrolment (courses.students + 1) made
-- the next catalog read rebuild the bitmaps and made every enrolling transaction wait on the one
-- course_facet_state row. Updates now count only when they set a column the facets read
-- (rating covers the generated rating_rounded); inserts, deletes and truncates still count.
DROP TRIGGER IF EXISTS "courses_facets_changed" ON "courses";--> statement-breakpoint
CREATE TRIGGER "courses_facets_changed"
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF "id", "status", "filter_categories", "instractors", "level", "price_cents",
                  "languages", "duration_bucket", "features", "rating"
  ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "course_facets_changed"();
