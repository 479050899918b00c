ALTER TABLE "order_lines" ADD COLUMN "paid_cents" integer;--> statement-breakpoint
-- Lines bought so far: the order's discount shared in proportion to the line totals, each share
-- the rounded running total minus the one before (as shareCents does), so the shares add up.
UPDATE "order_lines" l SET "paid_cents" = l."line_total_cents" - s."share"
FROM (
  SELECT x."id",
    CASE WHEN x."lines_total" > 0 THEN
      round(x."discount_cents"::numeric * x."running" / x."lines_total")
      - round(x."discount_cents"::numeric * (x."running" - x."line_total_cents") / x."lines_total")
    ELSE 0 END AS "share"
  FROM (
    SELECT l2."id", l2."line_total_cents", o."discount_cents",
      sum(l2."line_total_cents") OVER (PARTITION BY l2."order_id") AS "lines_total",
      sum(l2."line_total_cents") OVER (
        PARTITION BY l2."order_id" ORDER BY l2."position" ROWS UNBOUNDED PRECEDING
      ) AS "running"
    FROM "order_lines" l2 JOIN "orders" o ON o."id" = l2."order_id"
  ) x
) s
WHERE s."id" = l."id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "paid_cents" SET NOT NULL;
