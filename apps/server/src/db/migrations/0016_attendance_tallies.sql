CREATE TABLE "attendance_tallies" (
	"student_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"present" integer DEFAULT 0 NOT NULL,
	"marked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attendance_tallies_student_id_batch_id_pk" PRIMARY KEY("student_id","batch_id")
);
--> statement-breakpoint
ALTER TABLE "attendance_tallies" ADD CONSTRAINT "attendance_tallies_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_tallies" ADD CONSTRAINT "attendance_tallies_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_institute_end_idx" ON "events" USING btree ("institute_id","end_date");--> statement-breakpoint
CREATE INDEX "tests_label_end_idx" ON "tests" USING btree ("label_id","end_at");--> statement-breakpoint
-- attendance_tallies (schema/timetable.ts, issue 27): each student's present and marked classes per
-- batch, kept in the writer's own transaction, so the timetable's month call reads one row per
-- batch instead of the student's whole attendance history. Counts move by deltas (one upsert per
-- statement, in key order); a student or batch being deleted is skipped (its rows go by cascade).
CREATE FUNCTION attendance_tallies_apply(p_students integer[], p_batches integer[], p_present integer[], p_marked integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO attendance_tallies AS t (student_id, batch_id, present, marked)
  SELECT d.student_id, d.batch_id, sum(d.present), sum(d.marked)
    FROM unnest(p_students, p_batches, p_present, p_marked) AS d(student_id, batch_id, present, marked)
   WHERE d.batch_id IS NOT NULL
     AND EXISTS (SELECT 1 FROM students s WHERE s.id = d.student_id)
     AND EXISTS (SELECT 1 FROM batches b WHERE b.id = d.batch_id)
   GROUP BY d.student_id, d.batch_id
  HAVING sum(d.present) <> 0 OR sum(d.marked) <> 0
   ORDER BY d.student_id, d.batch_id
  ON CONFLICT (student_id, batch_id) DO UPDATE
    SET present = t.present + excluded.present, marked = t.marked + excluded.marked
$$;
--> statement-breakpoint
-- attendance: marks inserted, changed (status, class or student) or deleted. A class deleted with its
-- marks was counted out before (below): its marks no longer find their class here.
CREATE FUNCTION attendance_tallies_on_attendance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM attendance_tallies_apply(array_agg(d.student_id), array_agg(d.batch_id),
        array_agg(d.present), array_agg(d.marked))
      FROM (SELECT n.student_id, e.batch_id, (count(*) FILTER (WHERE n.status = 'P'))::int AS present,
                   count(*)::int AS marked
              FROM new_rows n JOIN timetable_entries e ON e.id = n.entry_id
             WHERE e.batch_id IS NOT NULL
             GROUP BY n.student_id, e.batch_id) d;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM attendance_tallies_apply(array_agg(d.student_id), array_agg(d.batch_id),
        array_agg(d.present), array_agg(d.marked))
      FROM (SELECT n.student_id, e.batch_id, (count(*) FILTER (WHERE n.status = 'P'))::int AS present,
                   count(*)::int AS marked
              FROM new_rows n JOIN timetable_entries e ON e.id = n.entry_id
             WHERE e.batch_id IS NOT NULL
             GROUP BY n.student_id, e.batch_id
            UNION ALL
            SELECT o.student_id, e.batch_id, -(count(*) FILTER (WHERE o.status = 'P'))::int, -count(*)::int
              FROM old_rows o JOIN timetable_entries e ON e.id = o.entry_id
             WHERE e.batch_id IS NOT NULL
             GROUP BY o.student_id, e.batch_id) d;
  ELSE
    PERFORM attendance_tallies_apply(array_agg(d.student_id), array_agg(d.batch_id),
        array_agg(d.present), array_agg(d.marked))
      FROM (SELECT o.student_id, e.batch_id, -(count(*) FILTER (WHERE o.status = 'P'))::int AS present,
                   -count(*)::int AS marked
              FROM old_rows o JOIN timetable_entries e ON e.id = o.entry_id
             WHERE e.batch_id IS NOT NULL
             GROUP BY o.student_id, e.batch_id) d;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER attendance_tallies_insert AFTER INSERT ON attendance
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_tallies_on_attendance();
--> statement-breakpoint
CREATE TRIGGER attendance_tallies_update AFTER UPDATE ON attendance
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_tallies_on_attendance();
--> statement-breakpoint
CREATE TRIGGER attendance_tallies_delete AFTER DELETE ON attendance
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_tallies_on_attendance();
--> statement-breakpoint
CREATE FUNCTION attendance_tallies_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM attendance_tallies;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER attendance_tallies_truncate AFTER TRUNCATE ON attendance
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_tallies_on_truncate();
--> statement-breakpoint
-- timetable_entries: a class deleted takes its marks with it (cascade), after which they cannot be
-- traced to its batch: they are counted out before the row goes.
CREATE FUNCTION attendance_tallies_on_entry_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.batch_id IS NOT NULL THEN
    PERFORM attendance_tallies_apply(array_agg(d.student_id), array_agg(OLD.batch_id),
        array_agg(d.present), array_agg(d.marked))
      FROM (SELECT a.student_id, -(count(*) FILTER (WHERE a.status = 'P'))::int AS present,
                   -count(*)::int AS marked
              FROM attendance a WHERE a.entry_id = OLD.id
             GROUP BY a.student_id) d;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER timetable_entries_tallies_delete BEFORE DELETE ON timetable_entries
  FOR EACH ROW EXECUTE FUNCTION attendance_tallies_on_entry_delete();
--> statement-breakpoint
-- timetable_entries: a class moved to another batch moves its marks' counts with it.
CREATE FUNCTION attendance_tallies_on_entry_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM attendance_tallies_apply(array_agg(d.student_id), array_agg(d.batch_id),
      array_agg(d.present), array_agg(d.marked))
    FROM (SELECT a.student_id, x.batch_id, (x.sign * count(*) FILTER (WHERE a.status = 'P'))::int AS present,
                 (x.sign * count(*))::int AS marked
            FROM new_rows n
            JOIN old_rows o ON o.id = n.id AND o.batch_id IS DISTINCT FROM n.batch_id
            JOIN attendance a ON a.entry_id = n.id
            CROSS JOIN LATERAL (VALUES (n.batch_id, 1), (o.batch_id, -1)) AS x(batch_id, sign)
           GROUP BY a.student_id, x.batch_id, x.sign) d;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER timetable_entries_tallies_update AFTER UPDATE ON timetable_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_tallies_on_entry_update();
--> statement-breakpoint
-- A database migrated with marks already in it: count them once now.
INSERT INTO attendance_tallies (student_id, batch_id, present, marked)
SELECT a.student_id, e.batch_id, count(*) FILTER (WHERE a.status = 'P'), count(*)
  FROM attendance a JOIN timetable_entries e ON e.id = a.entry_id
 WHERE e.batch_id IS NOT NULL
 GROUP BY a.student_id, e.batch_id;
