DROP INDEX "courses_price_idx";--> statement-breakpoint
DROP INDEX "courses_rating_idx";--> statement-breakpoint
DROP INDEX "courses_title_sort_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')) STORED;--> statement-breakpoint
CREATE INDEX "courses_title_search_idx" ON "courses" USING gin ("title_search");--> statement-breakpoint
-- One covering index per sort order of the course list. Each carries every filter column, so a
-- page (even page 50 with three filter groups) is found by an index-only scan in sort order.
CREATE INDEX "courses_list_id_idx" ON "courses" USING btree ("id") INCLUDE ("filter_categories", "instractors", "languages", "features", "level", "duration_bucket", "price_cents", "rating_rounded") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "courses_list_price_idx" ON "courses" USING btree ("price_cents", "id") INCLUDE ("filter_categories", "instractors", "languages", "features", "level", "duration_bucket", "rating_rounded") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "courses_list_rating_idx" ON "courses" USING btree ("rating", "id") INCLUDE ("filter_categories", "instractors", "languages", "features", "level", "duration_bucket", "price_cents", "rating_rounded") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "courses_list_title_idx" ON "courses" USING btree (lower("title" collate "C"), "id") INCLUDE ("filter_categories", "instractors", "languages", "features", "level", "duration_bucket", "price_cents", "rating_rounded") WHERE "status" = 'published';
