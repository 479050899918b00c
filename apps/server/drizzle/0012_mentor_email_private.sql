-- A mentor's sign-up e-mail was copied onto their public profile when they created their first
-- course. It is private: profiles that still carry it show no contact e-mail until the mentor
-- publishes one.
UPDATE "instructors" i SET "email" = ''
FROM "instructor_accounts" a JOIN "users" u ON u."id" = a."user_id"
WHERE a."instructor_id" = i."id" AND lower(i."email") = lower(u."email");
