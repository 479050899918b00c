-- hand-written
-- Mentors who saved their Settings before their instructor page showed them: the public part of
-- the profile (skill/occupation, bio, website, social links; never the phone or the e-mail)
-- reaches instructor records still holding the standard line they were made with. Seeded
-- instructors, and records the product has already updated, are left as they are.
UPDATE "instructors" i SET
  "title" = coalesce(nullif(btrim(p."occupation"), ''), 'Instructor'),
  "about" = btrim(p."bio"),
  "description" = CASE
    WHEN btrim(p."bio") = '' THEN i."description"
    WHEN length(s.line) <= 200 THEN s.line
    ELSE rtrim(left(s.line, 199)) || '…'
  END,
  "website" = coalesce(btrim(p."social"->>'website'), ''),
  "facebook" = nullif(btrim(p."social"->>'facebook'), ''),
  "twitter" = nullif(btrim(p."social"->>'twitter'), ''),
  "linkedin" = nullif(btrim(p."social"->>'linkedin'), ''),
  "instagram" = nullif(btrim(p."social"->>'instagram'), ''),
  "updated_at" = now()
FROM "instructor_accounts" a
JOIN "profiles" p ON p."user_id" = a."user_id",
LATERAL (
  SELECT btrim(regexp_replace(split_part(btrim(p."bio"), E'\n\n', 1), '\s+', ' ', 'g')) AS line
) s
WHERE a."instructor_id" = i."id"
  AND i."description" = i."name" || ' teaches on Learnlane.'
  AND i."about" = '';
