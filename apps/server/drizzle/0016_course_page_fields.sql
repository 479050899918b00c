ALTER TABLE "course_authoring" ADD COLUMN "promo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "course_authoring" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "course_authoring" ADD COLUMN "audience" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "course_authoring" ADD CONSTRAINT "course_authoring_promo_file_id_files_id_fk" FOREIGN KEY ("promo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- Courses made on the form showed their tags under the title: they have no subtitle yet.
UPDATE "course_authoring" ca SET "subtitle" = '' FROM "courses" c WHERE c."id" = ca."course_id" AND c."skills" = array_to_string(ca."tags", ', ');
