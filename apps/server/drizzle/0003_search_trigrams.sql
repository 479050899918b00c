-- Typo tolerance for search uses pg_trgm when the server offers it. A server without the
-- extension (or without the right to create it) keeps working: search falls back to full-text
-- matching only, and these indexes are simply not made.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
     AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm could not be created (%); search works without typo tolerance', SQLERRM;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS search_terms_term_trgm_idx ON search_terms USING gin (term gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS courses_title_trgm_idx ON courses USING gin (title gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS instructors_name_trgm_idx ON instructors USING gin (name gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS articles_title_trgm_idx ON articles USING gin (title gin_trgm_ops)';
  END IF;
END
$$;
