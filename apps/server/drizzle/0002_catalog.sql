CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"alt" text NOT NULL,
	"category" text NOT NULL,
	"published_on" date NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"author" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(category, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(category, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(excerpt, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(excerpt, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'D') || setweight(to_tsvector('simple'::regconfig, coalesce(body, '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_sub_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"href" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_tiles" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"course_count" integer NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"id" integer PRIMARY KEY NOT NULL,
	"set" text NOT NULL,
	"position" smallint NOT NULL,
	"number" double precision NOT NULL,
	"suffix" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" integer PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_reviews" (
	"id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"alt" text NOT NULL,
	"instructor_id" integer NOT NULL,
	"instractors" text[] NOT NULL,
	"filter_categories" text[] NOT NULL,
	"level" text NOT NULL,
	"languages" text[] NOT NULL,
	"duration_bucket" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"compare_at_cents" integer,
	"rating" real NOT NULL,
	"rating_rounded" smallint GENERATED ALWAYS AS (floor(rating + 0.5)::smallint) STORED NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"lessons" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"tag" text,
	"best_seller" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"tab_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"description" text NOT NULL,
	"skills" text NOT NULL,
	"learn_points" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(skills, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(skills, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'Teacher' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"about" text NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"filter_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text NOT NULL,
	"facebook" text,
	"twitter" text,
	"linkedin" text,
	"instagram" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_sub_items" ADD CONSTRAINT "category_sub_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_on","id");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "category_sub_items_category_idx" ON "category_sub_items" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "counters_set_idx" ON "counters" USING btree ("set","position");--> statement-breakpoint
CREATE INDEX "course_lessons_section_idx" ON "course_lessons" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "course_reviews_course_idx" ON "course_reviews" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "course_sections_course_idx" ON "course_sections" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "courses_filter_categories_idx" ON "courses" USING gin ("filter_categories");--> statement-breakpoint
CREATE INDEX "courses_instractors_idx" ON "courses" USING gin ("instractors");--> statement-breakpoint
CREATE INDEX "courses_languages_idx" ON "courses" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "courses_features_idx" ON "courses" USING gin ("features");--> statement-breakpoint
CREATE INDEX "courses_instructor_idx" ON "courses" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "courses_price_idx" ON "courses" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "courses_rating_idx" ON "courses" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree (lower("title") collate "C","id");--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search");--> statement-breakpoint
CREATE INDEX "instructors_filter_categories_idx" ON "instructors" USING gin ("filter_categories");--> statement-breakpoint
CREATE INDEX "instructors_name_idx" ON "instructors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "instructors_rating_idx" ON "instructors" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "instructors_search_idx" ON "instructors" USING gin ("search");