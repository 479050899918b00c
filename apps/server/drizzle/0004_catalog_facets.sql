CREATE TABLE "course_facet_bitmaps" (
	"key" text PRIMARY KEY NOT NULL,
	"bits" bit varying NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_facet_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"built_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "courses_title_idx";--> statement-breakpoint
DROP INDEX "instructors_name_idx";--> statement-breakpoint
CREATE INDEX "courses_title_sort_idx" ON "courses" USING btree (lower("title" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "instructors_name_sort_idx" ON "instructors" USING btree (lower("name" collate "C"),"id");--> statement-breakpoint
INSERT INTO "course_facet_state" ("id", "version", "built_version") VALUES (1, 1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "course_facets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "course_facet_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_facets_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "course_facets_changed"();--> statement-breakpoint
-- Nearest-word lookups for typo tolerance (ORDER BY term <-> word) need a GiST trigram index.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS search_terms_term_gist_idx ON search_terms USING gist (term gist_trgm_ops)';
  END IF;
END
$$;
