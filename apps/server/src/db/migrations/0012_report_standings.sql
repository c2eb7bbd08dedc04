CREATE TABLE "offline_exam_standings" (
	"entry_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"total_marks" numeric(9, 2) NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "offline_exam_standings_entry_id_student_id_pk" PRIMARY KEY("entry_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "offline_exam_subjects" (
	"entry_id" integer NOT NULL,
	"subject" text NOT NULL,
	"position" integer NOT NULL,
	"total_marks" numeric(7, 2) NOT NULL,
	CONSTRAINT "offline_exam_subjects_entry_id_subject_pk" PRIMARY KEY("entry_id","subject")
);
--> statement-breakpoint
CREATE TABLE "offline_subject_standings" (
	"entry_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"subject" text NOT NULL,
	"marks_obtained" numeric(7, 2) NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "offline_subject_standings_entry_id_student_id_subject_pk" PRIMARY KEY("entry_id","student_id","subject")
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"test_id" integer PRIMARY KEY NOT NULL,
	"students" integer NOT NULL,
	"topper_user_id" integer NOT NULL,
	"avg_score" numeric(12, 2) NOT NULL,
	"avg_right" numeric(12, 2) NOT NULL,
	"avg_wrong" numeric(12, 2) NOT NULL,
	"avg_left" numeric(12, 2) NOT NULL,
	"avg_time" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_standings" (
	"test_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"score" numeric(8, 2) NOT NULL,
	"right_count" integer NOT NULL,
	"wrong_count" integer NOT NULL,
	"left_count" integer NOT NULL,
	"time_taken" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "test_standings_test_id_user_id_pk" PRIMARY KEY("test_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "offline_exam_standings" ADD CONSTRAINT "offline_exam_standings_entry_id_timetable_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."timetable_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_exam_standings" ADD CONSTRAINT "offline_exam_standings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_exam_subjects" ADD CONSTRAINT "offline_exam_subjects_entry_id_timetable_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."timetable_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_subject_standings" ADD CONSTRAINT "offline_subject_standings_entry_id_timetable_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."timetable_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_subject_standings" ADD CONSTRAINT "offline_subject_standings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_standings" ADD CONSTRAINT "test_standings_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_standings" ADD CONSTRAINT "test_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
-- Prepared results (schema/reports.ts): recomputed in the writer's transaction by statement
-- triggers, one pass per changed test or offline exam, whatever the statement's size. An
-- advisory lock per test or exam (taken in id order, so two writers cannot deadlock) makes
-- concurrent writers recompute one after the other, each seeing the other's committed rows.
CREATE FUNCTION refresh_test_standings(test_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  id integer;
BEGIN
  FOR id IN SELECT DISTINCT x FROM unnest(test_ids) AS x WHERE x IS NOT NULL ORDER BY x LOOP
    PERFORM pg_advisory_xact_lock(27012, id);
  END LOOP;
  DELETE FROM test_results WHERE test_id = ANY (test_ids);
  DELETE FROM test_standings WHERE test_id = ANY (test_ids);
  -- Each user counts once, by their latest finished attempt; only published tests are ranked.
  INSERT INTO test_standings (test_id, user_id, attempt_id, score, right_count, wrong_count, left_count, time_taken, rank)
  SELECT c.test_id, c.user_id, c.id, c.score, c.right_count, c.wrong_count, c.left_count, c.time_taken,
    rank() OVER (PARTITION BY c.test_id ORDER BY c.score DESC)
  FROM (
    SELECT DISTINCT ON (a.test_id, a.user_id) a.test_id, a.user_id, a.id,
      coalesce(a.score, 0) AS score, coalesce(a.right_count, 0) AS right_count,
      coalesce(a.wrong_count, 0) AS wrong_count, coalesce(a.left_count, 0) AS left_count,
      coalesce(a.time_taken_seconds, 0) AS time_taken
    FROM attempts a
    JOIN tests t ON t.id = a.test_id AND t.result_published
    WHERE a.test_id = ANY (test_ids) AND a.status <> 'in_progress'
    ORDER BY a.test_id, a.user_id, a.finished_at DESC NULLS LAST, a.id DESC
  ) c;
  INSERT INTO test_results (test_id, students, topper_user_id, avg_score, avg_right, avg_wrong, avg_left, avg_time)
  SELECT s.test_id, count(*),
    (array_agg(s.user_id ORDER BY s.score DESC, s.time_taken ASC, s.user_id ASC))[1],
    round(avg(s.score), 2), round(avg(s.right_count), 2), round(avg(s.wrong_count), 2),
    round(avg(s.left_count), 2), round(avg(s.time_taken), 2)
  FROM test_standings s
  WHERE s.test_id = ANY (test_ids)
  GROUP BY s.test_id;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_offline_standings(entry_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  id integer;
BEGIN
  FOR id IN SELECT DISTINCT x FROM unnest(entry_ids) AS x WHERE x IS NOT NULL ORDER BY x LOOP
    PERFORM pg_advisory_xact_lock(27013, id);
  END LOOP;
  DELETE FROM offline_exam_subjects WHERE entry_id = ANY (entry_ids);
  DELETE FROM offline_subject_standings WHERE entry_id = ANY (entry_ids);
  DELETE FROM offline_exam_standings WHERE entry_id = ANY (entry_ids);
  INSERT INTO offline_exam_subjects (entry_id, subject, position, total_marks)
  SELECT m.entry_id, m.subject, min(m.position), max(m.total_marks)
  FROM offline_exam_marks m
  WHERE m.entry_id = ANY (entry_ids)
  GROUP BY m.entry_id, m.subject;
  -- Counted: marked and not absent (no sitting row is 'not marked', which counts).
  INSERT INTO offline_subject_standings (entry_id, student_id, subject, marks_obtained, rank)
  SELECT m.entry_id, m.student_id, m.subject, m.marks_obtained,
    rank() OVER (PARTITION BY m.entry_id, m.subject ORDER BY m.marks_obtained DESC)
  FROM offline_exam_marks m
  LEFT JOIN offline_exam_sittings s ON s.entry_id = m.entry_id AND s.student_id = m.student_id
  WHERE m.entry_id = ANY (entry_ids) AND m.marks_obtained IS NOT NULL AND s.present IS NOT FALSE;
  INSERT INTO offline_exam_standings (entry_id, student_id, total_marks, rank)
  SELECT s.entry_id, s.student_id, sum(s.marks_obtained),
    rank() OVER (PARTITION BY s.entry_id ORDER BY sum(s.marks_obtained) DESC)
  FROM offline_subject_standings s
  WHERE s.entry_id = ANY (entry_ids)
  GROUP BY s.entry_id, s.student_id;
END;
$$;
--> statement-breakpoint
-- attempts: a finished attempt inserted, changed (closed, scored, marked) or deleted.
CREATE FUNCTION attempts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_test_standings(array(
      SELECT DISTINCT n.test_id FROM new_rows n JOIN tests t ON t.id = n.test_id
      WHERE t.result_published AND n.status <> 'in_progress'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_test_standings(array(
      SELECT DISTINCT x.test_id FROM (
        SELECT n.test_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.status <> 'in_progress' OR o.status <> 'in_progress')
          AND (n.status, n.test_id, n.user_id, n.finished_at, n.score, n.right_count, n.wrong_count,
               n.left_count, n.time_taken_seconds)
              IS DISTINCT FROM
              (o.status, o.test_id, o.user_id, o.finished_at, o.score, o.right_count, o.wrong_count,
               o.left_count, o.time_taken_seconds)
        UNION SELECT o.test_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE o.test_id <> n.test_id AND o.status <> 'in_progress'
      ) x JOIN tests t ON t.id = x.test_id WHERE t.result_published));
  ELSE
    PERFORM refresh_test_standings(array(
      SELECT DISTINCT o.test_id FROM old_rows o JOIN tests t ON t.id = o.test_id
      WHERE t.result_published AND o.status <> 'in_progress'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER attempts_standings_insert AFTER INSERT ON attempts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attempts_changed();
--> statement-breakpoint
CREATE TRIGGER attempts_standings_update AFTER UPDATE ON attempts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attempts_changed();
--> statement-breakpoint
CREATE TRIGGER attempts_standings_delete AFTER DELETE ON attempts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attempts_changed();
--> statement-breakpoint
-- tests: a result published (ranked now) or withdrawn (its rows go).
CREATE FUNCTION tests_published_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_test_standings(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.result_published IS DISTINCT FROM o.result_published));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tests_standings_update AFTER UPDATE ON tests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tests_published_changed();
--> statement-breakpoint
-- offline marks and sittings: any change re-ranks the exams it touched.
CREATE FUNCTION offline_results_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_offline_standings(array(SELECT DISTINCT entry_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_offline_standings(array(
      SELECT entry_id FROM new_rows UNION SELECT entry_id FROM old_rows));
  ELSE
    PERFORM refresh_offline_standings(array(SELECT DISTINCT entry_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER offline_marks_standings_insert AFTER INSERT ON offline_exam_marks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offline_results_changed();
--> statement-breakpoint
CREATE TRIGGER offline_marks_standings_update AFTER UPDATE ON offline_exam_marks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offline_results_changed();
--> statement-breakpoint
CREATE TRIGGER offline_marks_standings_delete AFTER DELETE ON offline_exam_marks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION offline_results_changed();
--> statement-breakpoint
CREATE TRIGGER offline_sittings_standings_insert AFTER INSERT ON offline_exam_sittings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offline_results_changed();
--> statement-breakpoint
CREATE TRIGGER offline_sittings_standings_update AFTER UPDATE ON offline_exam_sittings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offline_results_changed();
--> statement-breakpoint
CREATE TRIGGER offline_sittings_standings_delete AFTER DELETE ON offline_exam_sittings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION offline_results_changed();
--> statement-breakpoint
-- A database migrated with results already in it: prepare them once now.
SELECT refresh_test_standings(array(SELECT id FROM tests WHERE result_published));
--> statement-breakpoint
SELECT refresh_offline_standings(array(SELECT DISTINCT entry_id FROM offline_exam_marks));
