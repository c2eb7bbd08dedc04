-- Issue 28: teachers' and students' attachments were numbered apart, so their ids overlapped and
-- downloadFile could answer one with the other's file. The teachers' keep their ids (links to them
-- may be bookmarked in clients); the students' move past the largest of them, in the same order.
-- Nothing references submission_attachments.id (a client names it only to remove it from a draft).
-- Negated first: a shift in place could meet a row not moved yet (the key is checked row by row).
UPDATE "submission_attachments" SET "id" = -"id";--> statement-breakpoint
UPDATE "submission_attachments"
   SET "id" = -"id" + (SELECT coalesce(max("id"), 0) FROM "assignment_attachments");--> statement-breakpoint
-- Both tables now draw from attachment_ids: it goes on after the largest id of either.
SELECT setval(
  'attachment_ids',
  greatest(
    (SELECT coalesce(max("id"), 0) FROM "assignment_attachments"),
    (SELECT coalesce(max("id"), 0) FROM "submission_attachments"),
    1
  ),
  (SELECT count(*) > 0 FROM "assignment_attachments") OR (SELECT count(*) > 0 FROM "submission_attachments")
);
