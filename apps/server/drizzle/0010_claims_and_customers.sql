CREATE TABLE "course_claims" (
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_claims_pkey" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
DROP INDEX "coupon_redemptions_customer_idx";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "email" text;--> statement-breakpoint
-- Redemptions made so far: the account and e-mail of their order.
UPDATE "coupon_redemptions" r SET "user_id" = o."user_id", "email" = lower(trim(o."email"))
FROM "orders" o WHERE o."id" = r."order_id";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_claims" ADD CONSTRAINT "course_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_claims" ADD CONSTRAINT "course_claims_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_claims" ADD CONSTRAINT "course_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_claims_order_idx" ON "course_claims" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_email_idx" ON "coupon_redemptions" USING btree ("coupon_id","email");--> statement-breakpoint
ALTER TABLE "coupon_redemptions" DROP COLUMN "customer_key";--> statement-breakpoint
-- Orders placed before claims existed: each student's open order of a course claims it, a paid
-- one before one awaiting payment, then the oldest.
INSERT INTO "course_claims" ("user_id", "course_id", "order_id", "created_at")
SELECT DISTINCT ON (o."user_id", l."course_id") o."user_id", l."course_id", o."id", o."created_at"
FROM "orders" o JOIN "order_lines" l ON l."order_id" = o."id"
WHERE o."user_id" IS NOT NULL AND l."course_id" IS NOT NULL
  AND o."status" IN ('pending_payment', 'paid', 'completed')
ORDER BY o."user_id", l."course_id", (o."status" = 'pending_payment'), o."created_at";
