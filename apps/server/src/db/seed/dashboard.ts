import { addDays, todayIn } from '../../lib/dates';
import type { Db } from '../client';
import { announcementBatches, announcements, banners } from '../schema';
import type { SeededBatches } from './batches';
import { APEX, DEMO_INSTITUTES, GREENFIELD, LERNWERK, LUMIERE, VIDYA } from './institutes';

interface DemoAnnouncement {
  title: string;
  description: string;
  postedBy: string;
  /** Days before today, and the local time (HH:MM) it was announced. */
  daysAgo: number;
  at: string;
  /** [standard or course, section or batch]; none: everyone. */
  to?: Array<[string, string]>;
  image?: string;
  file?: { url: string; name: string };
  inactive?: boolean;
}

const files = (slug: string, name: string) => `/files/institutes/${slug}/dashboard/${name}`;

/** A wall-clock time of an institute's day as an instant. */
function atLocal(day: string, time: string, timeZone: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(guess)
      .map((p) => [p.type, Number(p.value)]),
  );
  const seenAs = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return new Date(guess.getTime() - (seenAs - guess.getTime()));
}

const GREENFIELD_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: 'Annual Sports Day on Saturday',
    description:
      '<p>Our <strong>Annual Sports Day</strong> is this Saturday on the main ground.</p>' +
      '<ul><li>Report by <strong>7:45 AM</strong> in your house T-shirt</li><li>Bring a water bottle and a cap</li>' +
      '<li>Parents are welcome from 9:00 AM</li></ul>' +
      '<p>See the full programme on <a href="https://greenfield.example/sports-day">the school website</a>.</p>',
    postedBy: 'Mr. Suresh Kumar',
    daysAgo: 1,
    at: '09:30',
  },
  {
    title: 'Science project groups and guidelines',
    description:
      '<p>Project groups for Class 8 - A are on the notice board. Read the attached guidelines before Monday.</p>',
    postedBy: 'Mr. Anil Joshi',
    daysAgo: 2,
    at: '14:10',
    to: [['Class 8', 'A']],
    file: {
      url: files('greenfield', 'science-project-guidelines.pdf'),
      name: 'Science project guidelines.pdf',
    },
  },
  {
    title: 'Library period moved to Thursday',
    description: '<p>The Class 8 - B library period moves from Tuesday to Thursday, third period.</p>',
    postedBy: 'Ms. Farah Siddiqui',
    daysAgo: 3,
    at: '11:00',
    to: [['Class 8', 'B']],
  },
  {
    title: 'Parent-teacher meeting',
    description:
      '<p>The parent-teacher meeting for the first term is on Saturday from 9 AM to 1 PM in the school auditorium.</p>',
    postedBy: 'Mrs. Anjali Mehta, Principal',
    daysAgo: 5,
    at: '10:15',
    image: files('greenfield', 'ptm-notice.svg'),
  },
  {
    title: 'Pre-board examination timetable',
    description: '<p>The pre-board timetable for Class 10 - C is attached to the class register.</p>',
    postedBy: 'Mr. Rahul Bose',
    daysAgo: 7,
    at: '16:40',
    to: [['Class 10', 'C']],
  },
  {
    title: 'Class 8 field trip to the planetarium',
    description:
      '<p>Class 8 visits the Nehru Planetarium next Wednesday. Consent forms are due by Friday.</p>',
    postedBy: 'Ms. Farah Siddiqui',
    daysAgo: 9,
    at: '08:50',
    to: [
      ['Class 8', 'A'],
      ['Class 8', 'B'],
    ],
  },
  {
    title: 'Mathematics unit test on Friday',
    description: '<p>Chapters 4 and 5 (linear equations, quadrilaterals). Bring a geometry box.</p>',
    postedBy: 'Mrs. Kavita Rao',
    daysAgo: 12,
    at: '13:20',
    to: [['Class 8', 'A']],
  },
  {
    title: 'Winter uniform from 1 December',
    description:
      '<p>Students wear the winter uniform (navy blazer and grey trousers or skirt) from 1 December.</p>',
    postedBy: 'Mrs. Anjali Mehta, Principal',
    daysAgo: 20,
    at: '09:00',
  },
  {
    // Hostile HTML as a careless editor could paste it (issue 14): the portal shows its text and runs nothing.
    title: 'Safety drill: read the instructions',
    description:
      '<p>Assemble on the football ground when the bell rings three times.</p>' +
      '<script>window.__hostile = "script"</script>' +
      '<img src="x" onerror="window.__hostile = \'onerror\'" alt="">' +
      '<p onclick="window.__hostile = \'onclick\'">Walk, do not run.</p>' +
      '<a href="javascript:window.__hostile = \'link\'">Evacuation map</a>' +
      '<iframe src="javascript:parent.__hostile = \'iframe\'"></iframe>' +
      '<svg><animate onbegin="window.__hostile = \'svg\'" attributeName="x" dur="1s"></animate></svg>',
    postedBy: 'Safety Committee',
    daysAgo: 30,
    at: '10:00',
  },
  {
    title: 'Draft: bus route changes',
    description: '<p>Not published yet.</p>',
    postedBy: 'Transport Office',
    daysAgo: 1,
    at: '08:00',
    inactive: true,
  },
];

const APEX_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: 'Mock test series opens this week',
    description:
      '<p>Full-length JEE and NEET mock tests every Sunday from 9 AM. Results within 48 hours.</p>',
    postedBy: 'Apex Academic Team',
    daysAgo: 1,
    at: '18:00',
  },
  {
    title: 'Physics class rescheduled',
    description: '<p>Thursday’s rotational dynamics class moves to Friday, 7 AM, same room.</p>',
    postedBy: 'Dr. Vivek Menon',
    daysAgo: 2,
    at: '20:30',
    to: [['JEE Advanced 2027', 'Morning Batch A']],
  },
  {
    title: 'Evening batch room change',
    description: '<p>From Monday the evening batch meets in Hall 3.</p>',
    postedBy: 'Apex Front Office',
    daysAgo: 3,
    at: '12:00',
    to: [['JEE Advanced 2027', 'Evening Batch B']],
  },
  {
    title: 'Chemistry assignment due',
    description: '<p>Submit the organic chemistry assignment (sheet 7) before Saturday’s class.</p>',
    postedBy: 'Ms. Neha Arora',
    daysAgo: 6,
    at: '19:15',
    to: [['JEE Advanced 2027', 'Morning Batch A']],
  },
  {
    title: 'Doubt-clearing sessions every Sunday',
    description: '<p>Bring your questions: subject experts are available from 2 PM to 5 PM.</p>',
    postedBy: 'Apex Academic Team',
    daysAgo: 10,
    at: '10:00',
  },
];

const LUMIERE_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: 'Réunion parents-professeurs',
    description: '<p>La réunion aura lieu <strong>jeudi à 18 h</strong> dans la salle polyvalente.</p>',
    postedBy: 'Mme Claire Dubois, directrice',
    daysAgo: 1,
    at: '16:30',
  },
  {
    title: 'Sortie au musée d’Orsay',
    description: '<p>La classe de CM2 - B visite le musée vendredi. Prévoir un pique-nique.</p>',
    postedBy: 'M. Julien Moreau',
    daysAgo: 4,
    at: '08:45',
    to: [['CM2', 'B']],
  },
  {
    title: 'Vacances de Noël',
    description: '<p>Les cours s’arrêtent le vendredi 18 décembre au soir. Bonnes fêtes à tous !</p>',
    postedBy: 'Mme Claire Dubois, directrice',
    daysAgo: 8,
    at: '11:00',
  },
];

const VIDYA_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: 'वार्षिक खेल दिवस',
    description:
      '<p>शनिवार को <strong>वार्षिक खेल दिवस</strong> मनाया जाएगा। सभी विद्यार्थी सुबह 8 बजे मैदान में पहुँचें।</p>',
    postedBy: 'श्रीमती सुनीता वर्मा, प्रधानाचार्य',
    daysAgo: 1,
    at: '09:00',
  },
  {
    title: 'गणित की परीक्षा',
    description: '<p>कक्षा VI - A की गणित परीक्षा सोमवार को होगी। अध्याय 1 से 3 पढ़ें।</p>',
    postedBy: 'श्री राकेश मिश्रा',
    daysAgo: 3,
    at: '13:30',
    to: [['VI', 'A']],
  },
  {
    title: 'शीतकालीन अवकाश',
    description: '<p>विद्यालय 25 दिसंबर से 5 जनवरी तक बंद रहेगा।</p>',
    postedBy: 'श्रीमती सुनीता वर्मा, प्रधानाचार्य',
    daysAgo: 7,
    at: '10:00',
  },
];

const LERNWERK_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: 'Raumänderung im Abendkurs',
    description: '<p>Der Abendkurs Mathematik findet ab Montag in <strong>Raum 204</strong> statt.</p>',
    postedBy: 'Frau Katrin Müller',
    daysAgo: 1,
    at: '17:45',
    to: [['Mathematik', 'Abend']],
  },
  {
    title: 'Probeklausur im Morgenkurs',
    description: '<p>Die Probeklausur für den Morgenkurs ist am Freitag um 8 Uhr.</p>',
    postedBy: 'Herr Stefan Wagner',
    daysAgo: 2,
    at: '09:10',
    to: [['Mathematik', 'Morgen']],
  },
  {
    title: 'Weihnachtsferien',
    description: '<p>Vom 23. Dezember bis 6. Januar finden keine Kurse statt. Frohe Feiertage!</p>',
    postedBy: 'Lernwerk Akademie',
    daysAgo: 6,
    at: '12:00',
  },
];

const ANNOUNCEMENTS: Array<[instituteId: number, list: DemoAnnouncement[]]> = [
  [GREENFIELD, GREENFIELD_ANNOUNCEMENTS],
  [APEX, APEX_ANNOUNCEMENTS],
  [LUMIERE, LUMIERE_ANNOUNCEMENTS],
  [VIDYA, VIDYA_ANNOUNCEMENTS],
  [LERNWERK, LERNWERK_ANNOUNCEMENTS],
];

/** Greenfield's slider: three tap targets (two screens, one outside link) and a promo picture. */
const GREENFIELD_BANNERS: Array<typeof banners.$inferInsert> = [
  {
    instituteId: GREENFIELD,
    kind: 'banner',
    imageUrl: files('greenfield', 'timetable-banner.svg'),
    altText: 'Your week at a glance: classes, live sessions and exams in one time table',
    landingScreen: 'TIME TABLE',
    position: 1,
  },
  {
    instituteId: GREENFIELD,
    kind: 'banner',
    imageUrl: files('greenfield', 'reports-banner.svg'),
    altText: 'Term 1 results are out: see your marks, rank and subject-wise report',
    landingScreen: 'EXAM REPORTS',
    position: 2,
  },
  {
    instituteId: GREENFIELD,
    kind: 'banner',
    imageUrl: files('greenfield', 'admissions-banner.svg'),
    altText: 'Admissions open 2027-28: new students welcome in Classes 1 to 11',
    isRedirect: true,
    redirectLink: 'https://greenfield.example/admissions',
    position: 3,
  },
  {
    instituteId: GREENFIELD,
    kind: 'promo',
    imageUrl: files('greenfield', 'promo-science-camp.svg'),
    altText:
      'Winter Science Camp, 20 to 24 December, Classes 6 to 10: robotics, astronomy and chemistry workshops. Register at the school office.',
    position: 1,
  },
];

/** Announcements, banners and promo pictures of every demo institute (dates relative to `now`). */
export async function seedDashboard(db: Db, now: Date, batches: SeededBatches): Promise<void> {
  for (const [instituteId, list] of ANNOUNCEMENTS) {
    const timeZone = DEMO_INSTITUTES.find((institute) => institute.id === instituteId)!.timeZone;
    const today = todayIn(timeZone, now);
    for (const item of list) {
      const announcedAt = atLocal(addDays(today, -item.daysAgo), item.at, timeZone);
      const [{ id }] = (await db
        .insert(announcements)
        .values({
          instituteId,
          title: item.title,
          description: item.description,
          postedBy: item.postedBy,
          announcedAt,
          updatedAt: announcedAt,
          imageUrl: item.image ?? null,
          fileUrl: item.file?.url ?? null,
          fileName: item.file?.name ?? null,
          isActive: !item.inactive,
        })
        .returning({ id: announcements.id })) as [{ id: number }];
      if (item.to?.length) {
        await db.insert(announcementBatches).values(
          item.to.map(([course, batch]) => ({
            announcementId: id,
            batchId: batches.batchId(instituteId, course, batch),
          })),
        );
      }
    }
  }
  await db.insert(banners).values(GREENFIELD_BANNERS);
}
