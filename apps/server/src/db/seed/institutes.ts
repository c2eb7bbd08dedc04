import { sql } from 'drizzle-orm';
import { academicYearAround, todayIn } from '../../lib/dates';
import type { Db } from '../client';
import { academicYears, instituteHosts, institutes } from '../schema';

type InstituteRow = typeof institutes.$inferInsert;

interface DemoInstitute extends Omit<InstituteRow, 'id'> {
  id: number;
  hosts: string[];
  /** Month the academic year starts in. */
  yearStartMonth: number;
}

const noSocial = {
  twitterUrl: null,
  facebookUrl: null,
  linkedinUrl: null,
  whatsappUrl: null,
  youtubeUrl: null,
  instagramUrl: null,
};

export const GREENFIELD = 1;
export const APEX = 2;
export const LUMIERE = 3;
export const VIDYA = 4;
export const LERNWERK = 5;

export const DEMO_INSTITUTES: DemoInstitute[] = [
  {
    id: GREENFIELD,
    // Offline reports show ranks (issue 10: on for Greenfield, off for Apex's coaching report).
    showExamRank: true,
    slug: 'greenfield',
    name: 'Greenfield Public School',
    hosts: ['localhost', '127.0.0.1', 'greenfield.localhost'],
    kind: 'school',
    language: 'en',
    timeZone: 'Asia/Kolkata',
    countryCallingCode: '+91',
    yearStartMonth: 4,
    classesMode: 'HYBRID_BLENDED',
    examMode: 'HYBRID_BLENDED',
    fileManagerSetting: 'BOTH',
    storeEnabled: true,
    assignmentsEnabled: true,
    eLearnEnabled: true,
    feeStructLinked: true,
    fineConfigured: true,
    feeReceiptsEnabled: true,
    address: '14 Lodhi Road, New Delhi 110003',
    marketingBanner: true,
    zoomEnabled: true,
    setupType: 0b1111,
    announcement: 'Welcome to the new term at Greenfield Public School.',
    helpUrl: 'https://greenfield.example/help',
    privacyUrl: 'https://greenfield.example/privacy',
    termsUrl: 'https://greenfield.example/terms',
    ...noSocial,
    // Stored without a scheme on purpose: the portal must add https://.
    twitterUrl: 'twitter.com/greenfieldps',
    facebookUrl: 'https://facebook.com/greenfieldps',
    youtubeUrl: 'https://youtube.com/@greenfieldps',
  },
  {
    id: APEX,
    showExamRank: false,
    slug: 'apex',
    name: 'Apex Coaching Academy',
    hosts: ['apex.localhost'],
    kind: 'coaching',
    language: 'en',
    timeZone: 'Asia/Kolkata',
    countryCallingCode: '+91',
    yearStartMonth: 6,
    classesMode: 'ONLINE',
    examMode: 'ONLINE',
    // Documents too, so the open user's documents by e-course can be tried (issue 11).
    fileManagerSetting: 'BOTH',
    storeEnabled: true,
    assignmentsEnabled: true,
    eLearnEnabled: true,
    courseStructure: true,
    zoomEnabled: true,
    setupType: 0b0111,
    announcement: 'New mock-test series opens this week.',
    address: '3rd floor, Shanti Tower, Kota, Rajasthan 324005',
    helpUrl: 'https://apex.example/help',
    privacyUrl: 'https://apex.example/privacy',
    termsUrl: 'https://apex.example/terms',
    ...noSocial,
    instagramUrl: 'https://instagram.com/apexcoaching',
  },
  {
    id: LUMIERE,
    showExamRank: true,
    slug: 'lumiere',
    name: 'École Lumière',
    hosts: ['lumiere.localhost'],
    kind: 'school',
    language: 'fr',
    timeZone: 'Europe/Paris',
    countryCallingCode: '+33',
    yearStartMonth: 9,
    classesMode: 'OFFLINE',
    // Online tests in French beside the offline exams (My Exam shows both tabs).
    examMode: 'HYBRID_BLENDED',
    fileManagerSetting: 'FILE_MANAGER',
    eLearnEnabled: false,
    setupType: 0b0001,
    announcement: 'Bonne rentrée à toutes et à tous.',
    address: '12 rue de l’Église, 69002 Lyon',
    // Fee receipts in French, with accented names (issue 13).
    feeReceiptsEnabled: true,
    helpUrl: null,
    privacyUrl: 'https://lumiere.example/confidentialite',
    termsUrl: null,
    ...noSocial,
  },
  {
    id: VIDYA,
    showExamRank: true,
    slug: 'vidya',
    name: 'Vidya Niketan',
    hosts: ['vidya.localhost'],
    kind: 'school',
    language: 'hi',
    timeZone: 'Asia/Kolkata',
    countryCallingCode: '+91',
    yearStartMonth: 4,
    classesMode: 'ONLINE',
    // Online tests in Hindi beside the offline exams (My Exam shows both tabs).
    examMode: 'HYBRID_BLENDED',
    fileManagerSetting: 'BOTH',
    assignmentsEnabled: true,
    eLearnEnabled: true,
    feeStructLinked: true,
    setupType: 0b0011,
    announcement: 'नए सत्र में आपका स्वागत है।',
    address: 'गांधी मार्ग 21, वाराणसी, उत्तर प्रदेश 221001',
    // Fees in Hindi with Devanagari receipts, fines on (issue 13).
    fineConfigured: true,
    feeReceiptsEnabled: true,
    helpUrl: 'https://vidya.example/help',
    privacyUrl: null,
    termsUrl: null,
    ...noSocial,
    whatsappUrl: 'https://wa.me/919000000000',
  },
  {
    id: LERNWERK,
    showExamRank: false,
    slug: 'lernwerk',
    name: 'Lernwerk Akademie',
    hosts: ['lernwerk.localhost'],
    kind: 'coaching',
    language: 'de',
    timeZone: 'Europe/Berlin',
    countryCallingCode: '+49',
    yearStartMonth: 8,
    classesMode: 'ONLINE',
    examMode: 'ONLINE',
    fileManagerSetting: 'STUDY_MATERIAL',
    storeEnabled: true,
    assignmentsEnabled: true,
    eLearnEnabled: true,
    courseStructure: true,
    setupType: 0b0111,
    announcement: 'Willkommen im neuen Kursjahr.',
    address: 'Lindenstraße 8, 10969 Berlin',
    feeReceiptsEnabled: true,
    helpUrl: 'https://lernwerk.example/hilfe',
    privacyUrl: 'https://lernwerk.example/datenschutz',
    termsUrl: 'https://lernwerk.example/agb',
    ...noSocial,
    linkedinUrl: 'https://linkedin.com/company/lernwerk',
  },
];

/** Academic year ids: institute id * 10 + 1 for the previous year, + 2 for the current one. */
export const previousYearId = (instituteId: number) => instituteId * 10 + 1;
export const currentYearId = (instituteId: number) => instituteId * 10 + 2;

export interface SeededYears {
  /** Start date of each academic year by id, for join dates. */
  startDates: Map<number, string>;
}

export async function seedInstitutes(db: Db, now: Date): Promise<SeededYears> {
  const startDates = new Map<number, string>();
  for (const { hosts, yearStartMonth, ...institute } of DEMO_INSTITUTES) {
    await db.insert(institutes).values(institute);
    await db.insert(instituteHosts).values(hosts.map((host) => ({ host, instituteId: institute.id })));
    const today = todayIn(institute.timeZone, now);
    const years = [
      { id: previousYearId(institute.id), ...academicYearAround(today, yearStartMonth, -1) },
      { id: currentYearId(institute.id), ...academicYearAround(today, yearStartMonth, 0) },
    ];
    await db.insert(academicYears).values(years.map((year) => ({ ...year, instituteId: institute.id })));
    for (const year of years) startDates.set(year.id, year.startDate);
  }
  return { startDates };
}

/** Explicit ids were inserted: move the identity sequences past them. */
export async function resetSequences(db: Db): Promise<void> {
  for (const table of ['institutes', 'academic_years', 'users', 'students', 'tests']) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
      ),
    );
  }
}
