/**
 * The result-day bench's data, as a few set-based statements (bench-burst-data.ts runs them in
 * order): every row comes from generate_series and INSERT … SELECT over two small plan tables,
 * bench_groups (one row per section or batch) and bench_students (one per student), never one
 * statement per row. Marks, sittings and attempts go in as a few big statements: the database's
 * own triggers (migration 0012) then prepare the standings the reports read, as they would for
 * an import. Pseudo-random figures come from hashint8, so every run makes the same data.
 */

/**
 * 0 … 999,999 from an integer expression, the same on every run. The expression is computed in its
 * own type: one that may pass 2^31 (a timetable entry's id times a prime) casts a factor to bigint.
 */
export const h = (expr: string) => `mod(hashint8((${expr})::bigint)::bigint + 2147483648, 1000000)`;

/** The institute's wall-clock date now (its time zone). */
const TODAY = `(now() at time zone i.time_zone)::date`;

/** The current academic year of each institute (the one holding its today). */
export const currentYears = `
  select i.id as institute_id, y.id as year_id, y.start_date, y.end_date, ${TODAY} as today
  from institutes i join academic_years y on y.institute_id = i.id
    and y.start_date <= ${TODAY} and y.end_date >= ${TODAY}`;

export const createPlanTables = `
  create table bench_groups (
    group_no int primary key, institute_id int not null, school boolean not null, course text not null,
    name text not null, size int not null, first_g int not null, in_load boolean not null,
    course_id int, batch_id int);
  create table bench_students (
    g int primary key, group_no int not null, institute_id int not null, batch_id int not null,
    year_id int not null, user_id int not null, student_id int not null, roll int not null,
    in_load boolean not null, resumed boolean not null, probe boolean not null);
  create table bench_tests (kind text primary key, test_id int not null, group_no int);
  create table bench_questions (n int primary key, question_id int not null)`;

export const insertGroups = `
  insert into bench_groups (group_no, institute_id, school, course, name, size, first_g, in_load)
  select * from unnest($1::int[], $2::int[], $3::boolean[], $4::text[], $5::text[], $6::int[], $7::int[], $8::boolean[])`;

export const insertCourses = `
  insert into courses (institute_id, name) select distinct institute_id, course from bench_groups
  on conflict (institute_id, name) do nothing;
  update bench_groups g set course_id = c.id from courses c where c.institute_id = g.institute_id and c.name = g.course;
  insert into batches (institute_id, course_id, name) select institute_id, course_id, name from bench_groups order by group_no;
  update bench_groups g set batch_id = b.id from batches b where b.course_id = g.course_id and b.name = g.name`;

/** Students g = first_g … first_g + size - 1 of each group; one in three resumes a session. */
export const insertStudents = (userBase: number, studentBase: number, probeScale: number) => `
  insert into bench_students (g, group_no, institute_id, batch_id, year_id, user_id, student_id, roll, in_load, resumed, probe)
  select s.g, grp.group_no, grp.institute_id, grp.batch_id, y.year_id, ${userBase} + s.g, ${studentBase} + s.g,
    s.g - grp.first_g + 1, grp.in_load, grp.in_load and s.g % 3 = 0,
    (grp.group_no = 1) or (not grp.in_load and s.g - grp.first_g < ${probeScale})
  from bench_groups grp
  cross join lateral generate_series(grp.first_g, grp.first_g + grp.size - 1) as s(g)
  join (${currentYears}) y on y.institute_id = grp.institute_id`;

/** Users, students, this year's enrolment and their section; the load's students can sign in. */
export const insertPeople = `
  insert into users (id, institute_id, account_id, role, user_type, name, email, password_hash, device_policy, join_date)
  select s.user_id, s.institute_id, 5000 + s.user_id, 'student', 1, 'Student ' || s.g,
    case when s.in_load then 'b' || s.g || '@bench.test' end, case when s.in_load then $1 end, 'any', y.start_date
  from bench_students s join academic_years y on y.id = s.year_id;
  insert into students (id, user_id, institute_id, display_id, standard, section, course, batch, roll_no, gender)
  select s.student_id, s.user_id, s.institute_id, 'BENCH-' || s.g,
    case when grp.school then grp.course end, case when grp.school then grp.name end,
    case when not grp.school then grp.course end, case when not grp.school then grp.name end,
    s.roll::text, case when s.g % 2 = 0 then 'Female' else 'Male' end
  from bench_students s join bench_groups grp using (group_no);
  insert into enrolments (student_id, academic_year_id) select student_id, year_id from bench_students;
  insert into student_batches (institute_id, student_id, batch_id) select institute_id, student_id, batch_id from bench_students`;

const SCHOOL_SUBJECTS = `array['Mathematics','Science','English','Social Science','Second Language','Computer Science']`;
const COACHING_SUBJECTS = `array['Physics','Chemistry','Mathematics']`;

/**
 * The year's timetable of every section: `periods` classes a day (coaching: `coachingPeriods`),
 * Monday to Saturday and today, over the whole academic year. Live classes where the institute
 * teaches online (the timetable then shows them), classes in a room otherwise.
 */
export const insertTimetable = (periods: number, coachingPeriods: number) => `
  insert into timetable_entries (institute_id, academic_year_id, kind, batch_id, date, end_date, start_time, end_time,
    subject, teacher_name, session_name, session_link, meeting_with)
  select grp.institute_id, y.year_id, case when i.classes_mode = 'ONLINE' then 'live' else 'class' end, grp.batch_id,
    d.day, d.day,
    case when grp.school then time '08:00' + (p - 1) * interval '50 minutes' else time '16:00' + (p - 1) * interval '70 minutes' end,
    case when grp.school then time '08:45' + (p - 1) * interval '50 minutes' else time '17:00' + (p - 1) * interval '70 minutes' end,
    case when grp.school then (${SCHOOL_SUBJECTS})[1 + (p + extract(isodow from d.day)::int) % 6]
      else (${COACHING_SUBJECTS})[1 + (p + extract(isodow from d.day)::int) % 3] end,
    'Teacher ' || (1 + (grp.group_no * 7 + p) % 40),
    case when i.classes_mode = 'ONLINE' then 'Live class ' || p end,
    case when i.classes_mode = 'ONLINE' then 'https://meet.example/bench-' || grp.batch_id || '-' || p end,
    case when i.classes_mode = 'ONLINE' then 'Zoom' end
  from bench_groups grp
  join institutes i on i.id = grp.institute_id
  join (${currentYears}) y on y.institute_id = grp.institute_id
  cross join lateral (select g::date as day from generate_series(y.start_date::timestamp, y.end_date::timestamp, interval '1 day') g) d
  cross join lateral generate_series(1, case when grp.school then ${periods} else ${coachingPeriods} end) p
  where grp.in_load and (extract(isodow from d.day) < 7 or d.day = y.today)`;

/**
 * Attendance at every class held before today, for every student of the section (about one in
 * twelve absent). The biggest table by far: its foreign-key checks (a trigger per row) are
 * skipped for this statement alone (session_replication_role), which makes it four times faster;
 * the rows are made from those very tables, so the checks could not fail.
 */
export const insertAttendance = `
  begin;
  set local session_replication_role = replica;
  insert into attendance (entry_id, institute_id, student_id, status)
  select e.id, e.institute_id, s.student_id, case when ${h('e.id::bigint * 7919 + s.student_id')} % 12 = 0 then 'A' else 'P' end
  from bench_groups grp
  join (${currentYears}) y on y.institute_id = grp.institute_id
  join timetable_entries e on e.batch_id = grp.batch_id and e.kind in ('class', 'live') and e.date < y.today
  join bench_students s on s.group_no = grp.group_no
  where grp.in_load;
  commit`;

/**
 * Four installments a year for each student; the ones already due are paid (one payment and
 * receipt each, a week before the due date) except for about one student in ten, who owes the latest.
 */
export const insertFees = `
  insert into fee_installments (institute_id, student_id, academic_year_id, install_no, due_date, standard_name,
    course_name, initial_paise, tax_paise, discount_paise)
  select s.institute_id, s.student_id, s.year_id, n, (y.start_date + (n - 1) * interval '3 months' + interval '14 days')::date,
    case when grp.school then grp.course end, case when not grp.school then grp.course end,
    case when grp.school then 1250000 else 4500000 end, case when grp.school then 0 else 810000 end,
    case when s.g % 20 = 0 then 100000 else 0 end
  from bench_students s join bench_groups grp using (group_no) join academic_years y on y.id = s.year_id
  cross join generate_series(1, 4) n
  where s.in_load;
  insert into fee_payments (institute_id, student_id, academic_year_id, receipt_no, financial_year, paid_on, method,
    reference, standard_name, course_name)
  select f.institute_id, f.student_id, f.academic_year_id, 'BR-' || f.id,
    case when extract(month from f.due_date) >= 4 then extract(year from f.due_date)::int || '-' || lpad(((extract(year from f.due_date)::int + 1) % 100)::text, 2, '0')
      else (extract(year from f.due_date)::int - 1) || '-' || lpad((extract(year from f.due_date)::int % 100)::text, 2, '0') end,
    f.due_date - 7, case when f.id % 3 = 0 then 'Cash' else 'Online' end,
    case when f.id % 3 = 0 then null else 'TXN' || f.id end, f.standard_name, f.course_name
  from fee_installments f
  join bench_students s on s.student_id = f.student_id
  join (${currentYears}) y on y.institute_id = f.institute_id
  where f.due_date < y.today
    and not (s.g % 10 = 0 and f.install_no = (select max(install_no) from fee_installments l
      where l.student_id = f.student_id and l.academic_year_id = f.academic_year_id and l.due_date < y.today));
  insert into fee_allocations (payment_id, installment_id, amount_paise)
  select p.id, f.id, f.initial_paise + f.tax_paise - f.discount_paise
  from fee_payments p join fee_installments f on p.receipt_no = 'BR-' || f.id and p.institute_id = f.institute_id
  where p.receipt_no like 'BR-%'`;

/** One offline exam per section and batch (the scale batch's too), twelve days ago. */
export const insertOfflineExams = `
  insert into timetable_entries (institute_id, academic_year_id, kind, batch_id, date, end_date, start_time, end_time,
    subject, topics, description)
  select grp.institute_id, y.year_id, 'offline_exam', grp.batch_id,
    greatest(y.start_date, y.today - 12), greatest(y.start_date, y.today - 12), time '09:00', time '12:00',
    null, 'Chapters 1-6', 'Half-yearly examination'
  from bench_groups grp join (${currentYears}) y on y.institute_id = grp.institute_id`;

/** Who sat each exam (about one in twenty-five absent), then everyone's marks: two statements. */
export const insertOfflineResults = `
  insert into offline_exam_sittings (entry_id, institute_id, student_id, present)
  select e.id, e.institute_id, s.student_id, ${h('s.student_id * 3 + e.id')} % 25 <> 0
  from bench_students s join timetable_entries e on e.batch_id = s.batch_id and e.kind = 'offline_exam';
  insert into offline_exam_marks (entry_id, institute_id, student_id, subject, position, marks_obtained, total_marks)
  select e.id, e.institute_id, s.student_id, subject.name, subject.position,
    greatest(0, least(subject.total, round(subject.total * (0.35 + ${h('s.student_id')} % 60 / 100.0
      + (${h('s.student_id * 8 + subject.position')} % 21 - 10) / 100.0)))),
    subject.total
  from bench_students s
  join bench_groups grp using (group_no)
  join timetable_entries e on e.batch_id = s.batch_id and e.kind = 'offline_exam'
  join offline_exam_sittings sit on sit.entry_id = e.id and sit.student_id = s.student_id and sit.present
  cross join lateral (
    select t.name, t.position::int, case when grp.school then 80 else 100 end as total
    from unnest(case when grp.school then array['Mathematics','Science','English','Social Science','Second Language']
      else ${COACHING_SUBJECTS} end) with ordinality as t(name, position)) subject`;

export const QUESTIONS = 30;

/** The paper: thirty single-choice questions in three subjects, four marks each, one off for a wrong answer. */
export const insertPaper = `
  insert into questions (institute_id, ques_type, question, options)
  select $1, 1, '<p>Result-day question ' || n || '</p>',
    (select jsonb_agg(jsonb_build_object('text', 'Option ' || chr(64 + k), 'isCorrect', k - 1 = n % 4) order by k)
     from generate_series(1, 4) k)
  from generate_series(1, ${QUESTIONS}) n order by n;
  insert into bench_questions (n, question_id)
  select row_number() over (order by id), id from questions
  where institute_id = $1 and question like '<p>Result-day question %' order by id`;

/**
 * The three tests on that paper: the result-day mock test for every Greenfield section (published
 * during the bench), and for the cost-growth figure the same paper set to one section of 40 and to
 * the scale batch (published at once).
 */
export const insertTests = `
  insert into tests (institute_id, label_id, name, title, test_type_id, start_at, end_at, duration_minutes,
    result_published, instructions)
  select $1, $2, t.name, t.name, 1, ((y.today - t.days_ago) + time '10:00') at time zone i.time_zone,
    ((y.today - t.days_ago) + time '13:00') at time zone i.time_zone, 180, false, '<p>Answer every question.</p>'
  from (values ('result', 'Result-day mock test', 1), ('section', 'Section mock test', 2), ('scale', 'Scale mock test', 2))
    as t(kind, name, days_ago)
  join institutes i on i.id = $1
  join (${currentYears}) y on y.institute_id = i.id
  order by t.kind;
  insert into bench_tests (kind, test_id, group_no)
  select case name when 'Result-day mock test' then 'result' when 'Section mock test' then 'section' else 'scale' end,
    id, null from tests where institute_id = $1 and name in ('Result-day mock test', 'Section mock test', 'Scale mock test');
  update bench_tests set group_no = 1 where kind = 'section';
  update bench_tests set group_no = (select group_no from bench_groups where not in_load) where kind = 'scale';
  insert into test_questions (test_id, question_id, position, subject, marks, negative_marks)
  select t.test_id, q.question_id, q.n, (array['Physics','Chemistry','Mathematics'])[1 + (q.n - 1) / 10], 4, 1
  from bench_tests t cross join bench_questions q;
  insert into test_batches (test_id, batch_id)
  select t.test_id, grp.batch_id from bench_tests t join bench_groups grp
    on (t.kind = 'result' and grp.institute_id = $1 and grp.in_load) or grp.group_no = t.group_no`;

/** One question's outcome for a student: 5 % left, then right as often as their ability says. */
const outcome = (student: string, n: string) => `case
  when ${h(`${student} * 64 + ${n}`)} % 100 < 5 then 'left'
  when ${h(`${student} * 64 + ${n}`)} % 100 < 35 + ${h(student)} % 60 then 'right'
  else 'wrong' end`;
const spent = (student: string, n: string) => `(20 + ${h(`${student} * 64 + ${n} + 7`)} % 160)`;

/**
 * The candidates' finished attempts (one statement for the three tests, scored from the same
 * outcomes as their answers), then every answer (one statement). `candidates` of Greenfield's
 * students sat the result-day test; everyone of the section and of the scale batch sat theirs.
 */
export const insertAttempts = (candidates: number) => `
  insert into attempts (test_id, institute_id, user_id, student_id, status, started_at, deadline_at, finished_at,
    current_position, score, right_count, wrong_count, left_count, time_taken_seconds)
  select c.test_id, t.institute_id, c.user_id, c.student_id, 'submitted',
    t.start_at + make_interval(secs => ${h('c.student_id + 11')} % 1200),
    t.start_at + make_interval(secs => ${h('c.student_id + 11')} % 1200) + interval '180 minutes',
    t.start_at + make_interval(secs => ${h('c.student_id + 11')} % 1200 + r.time),
    ${QUESTIONS}, r.score, r.right_count, r.wrong_count, r.left_count, r.time
  from (
    select bt.test_id, s.user_id, s.student_id from bench_tests bt
    join bench_students s on s.group_no = bt.group_no
    union all
    select bt.test_id, s.user_id, s.student_id from bench_tests bt
    join (select user_id, student_id, row_number() over (order by ${h('student_id * 13')}, student_id) as k
          from bench_students where in_load and institute_id = $1) s on s.k <= ${candidates}
    where bt.kind = 'result'
  ) c
  join tests t on t.id = c.test_id
  cross join lateral (
    select sum(case o when 'right' then 4 when 'wrong' then -1 else 0 end) as score,
      count(*) filter (where o = 'right')::int as right_count, count(*) filter (where o = 'wrong')::int as wrong_count,
      count(*) filter (where o = 'left')::int as left_count, sum(${spent('c.student_id', 'n')})::int as time
    from generate_series(1, ${QUESTIONS}) n cross join lateral (select ${outcome('c.student_id', 'n')} as o) x
  ) r;
  insert into attempt_answers (attempt_id, institute_id, question_id, answer, seq, updated_at, score, is_correct,
    time_spent_seconds)
  select a.id, a.institute_id, q.question_id,
    case x.o when 'left' then null when 'right' then jsonb_build_object('option', q.n % 4)
      else jsonb_build_object('option', (q.n + 1) % 4) end,
    1, a.finished_at, case x.o when 'right' then 4 when 'wrong' then -1 else 0 end, x.o = 'right',
    ${spent('a.student_id', 'q.n')}
  from attempts a join bench_tests bt on bt.test_id = a.test_id
  cross join bench_questions q
  cross join lateral (select ${outcome('a.student_id', 'q.n')} as o) x`;

/** The section's and the scale batch's results are out before the bench starts (the result day's is not). */
export const publishCostGrowthTests = `
  update tests set result_published = true where id in (select test_id from bench_tests where kind in ('section', 'scale'))`;

/** base64url of sha256, as lib/tokens.ts stores token hashes. */
const tokenHash = (text: string) =>
  `rtrim(translate(encode(sha256(convert_to(${text}, 'UTF8')), 'base64'), '+/', '-_'), '=')`;

/**
 * Open sessions, last seen two hours ago (the first call of a visit marks them seen): one for every
 * student who resumes (prefix r) and for the cost-growth probes (prefix p). Their tokens follow
 * from the student's number and this run's `$1` nonce (bench-burst-data.ts tokensOf).
 */
export const insertSessions = `
  insert into sessions (id, secret_hash, examdesk_token_hash, scorecard_token_hash, user_id, institute_id, student_ids,
    device_id, created_at, last_seen_at)
  select 'burst-' || k.kind || '-' || lpad(s.g::text, 9, '0'),
    ${tokenHash(`'burst-secret-' || $1 || '-' || k.kind || s.g`)},
    ${tokenHash(`'burst-exam-' || $1 || '-' || k.kind || s.g`)},
    ${tokenHash(`'burst-score-' || $1 || '-' || k.kind || s.g`)},
    s.user_id, s.institute_id, array[s.student_id], 'result-day-bench-device',
    now() - interval '3 hours', now() - interval '2 hours'
  from bench_students s
  cross join (values ('r'), ('p')) k(kind)
  where (k.kind = 'r' and s.resumed) or (k.kind = 'p' and s.probe)`;

/** The notice every student reads on result day (for everyone in the institute). */
export const insertNotices = `
  insert into announcements (institute_id, title, description, posted_by, announced_at)
  select id, 'Results are out', '<p>The mock test results and the half-yearly marks are published.</p>', 'Office',
    now() - interval '1 hour'
  from institutes`;
