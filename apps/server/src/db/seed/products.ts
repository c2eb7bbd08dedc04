import type { Db } from '../client';
import { productItems, products, userProducts } from '../schema';
import { APEX, GREENFIELD, LERNWERK } from './institutes';

/** Ids of the seeded products, by institute and name. */
export interface SeededProducts {
  productId(instituteId: number, name: string): number;
}

type ItemType = (typeof productItems.$inferInsert)['itemType'];

interface DemoProduct {
  instituteId: number;
  name: string;
  about: string;
  price: number;
  currencyCode: string;
  category: string;
  sampleVideos?: string[];
  /** What it includes, in order (2-5 kinds). */
  items: Array<[ItemType, string]>;
}

const DEMO_PRODUCTS: DemoProduct[] = [
  {
    instituteId: APEX,
    name: 'JEE Crash Course 2027',
    about:
      '<p>An intensive <b>120-day</b> revision of the whole JEE Main and Advanced syllabus.</p><ul><li>Daily live classes</li><li>Weekly mock tests &amp; analysis</li></ul>',
    price: 14999,
    currencyCode: 'INR',
    category: 'JEE Advanced 2027',
    // Four, so the carousel has somewhere to scroll on a wide screen.
    sampleVideos: [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://vimeo.com/1084537',
      'https://vimeo.com/76979871',
      'https://vimeo.com/22439234',
    ],
    items: [
      ['Live Class', 'Three live classes a week with the faculty, recorded for later.'],
      ['Study Material', 'Chapter notes and solved examples for Physics, Chemistry and Mathematics.'],
      ['Mock Test', 'Ten full-length mock tests in the JEE Main pattern.'],
      ['Video Lecture', 'Recorded concept lectures for every chapter.'],
    ],
  },
  {
    instituteId: APEX,
    name: 'NEET Mock Test Series',
    about:
      '<p>Twenty NEET-pattern mock tests with all-India ranking. <i>Free for registered learners.</i></p>',
    price: 0,
    currencyCode: 'INR',
    category: 'NEET 2027',
    items: [
      ['Mock Test', 'Twenty full-length NEET mock tests.'],
      ['Online Test', 'Chapter-wise online tests with instant results.'],
    ],
  },
  {
    instituteId: APEX,
    name: 'Physics Foundation',
    about: '<p>Physics from first principles for classes 9 and 10.</p>',
    price: 4999,
    currencyCode: 'INR',
    category: 'Foundation',
    items: [
      ['Classroom Classes', 'Two classroom sessions a week at the Apex centre.'],
      ['Printed Materials', 'Printed workbooks delivered to your address.'],
    ],
  },
  {
    instituteId: APEX,
    name: 'Foundation Maths 2025',
    about: '<p>Algebra, geometry and number sense for the 2025 foundation batch.</p>',
    price: 2999,
    currencyCode: 'INR',
    category: 'Foundation',
    items: [
      ['Video Lecture', 'Forty short lectures, one per topic.'],
      ['Printed Materials', 'A practice book with answers.'],
      ['Online Test', 'A test at the end of every unit.'],
    ],
  },
  {
    instituteId: APEX,
    name: 'JEE Advanced Test Series',
    about: '<p>Fifteen JEE Advanced papers (both shifts) with video solutions.</p>',
    price: 3499,
    currencyCode: 'INR',
    category: 'JEE Advanced 2027',
    sampleVideos: ['https://youtu.be/aqz-KE-bpKQ'],
    items: [
      ['Mock Test', 'Fifteen full JEE Advanced papers.'],
      ['Video Lecture', 'Video solutions of every paper.'],
      ['Study Material', 'Formula sheets for quick revision.'],
    ],
  },
  {
    instituteId: APEX,
    name: 'Chemistry Revision 2025',
    about: '<p>Organic and inorganic chemistry revision for the 2025 exams.</p>',
    price: 1999,
    currencyCode: 'INR',
    category: 'JEE Advanced 2027',
    items: [
      ['Live Class', 'Weekend live revision classes.'],
      ['Study Material', 'Reaction maps and summary notes.'],
    ],
  },
  {
    // Greenfield's store: a paid e-course a school student buys (Aarav owns it).
    instituteId: GREENFIELD,
    name: 'Science Olympiad Prep',
    about:
      '<p>Preparation for the <b>National Science Olympiad</b> (Class 8): concept lessons, tricks and a practice paper.</p>',
    price: 1499,
    currencyCode: 'INR',
    category: 'Class 8',
    items: [
      ['Study Material', 'An olympiad guide and a timed practice paper.'],
      ['Video Lecture', 'Protected concept lessons on forces and motion.'],
    ],
  },
  {
    instituteId: LERNWERK,
    name: 'Abiturvorbereitung Mathematik',
    about:
      '<p>Gezielte Vorbereitung auf das <b>Mathematik-Abitur</b>: Analysis, Stochastik und analytische Geometrie.</p><p>Kleine Gruppen &amp; persönliche Betreuung.</p>',
    price: 249,
    currencyCode: 'EUR',
    category: 'Mathematik',
    sampleVideos: ['https://vimeo.com/1084537'],
    items: [
      ['Live Class', 'Wöchentliche Live-Kurse am Abend.'],
      ['Study Material', 'Skripte und Übungsblätter mit Lösungen.'],
      ['Mock Test', 'Drei Probeklausuren unter Prüfungsbedingungen.'],
    ],
  },
];

const AARAV = 101;
const SAM = 202;
const RIYA = 201;
const JONAS = 501;
const DAY = 24 * 60 * 60 * 1000;

interface Ownership {
  userId: number;
  instituteId: number;
  name: string;
  orderId: string;
  boughtDaysAgo: number;
  /** Days from now until it expires (negative: expired that long ago); null never expires. */
  expiresInDays: number | null;
}

/**
 * Who owns what. Sam owns the crash course and the NEET series (and not Physics Foundation:
 * other seeds' tests rely on that), plus one expired product; Riya one active and one expired;
 * Aarav Greenfield's olympiad course (his Purchased Product tab in Study Material).
 */
const OWNERSHIPS: Ownership[] = [
  {
    userId: SAM,
    instituteId: APEX,
    name: 'JEE Crash Course 2027',
    orderId: 'APX-2026-10482',
    boughtDaysAgo: 40,
    expiresInDays: 300,
  },
  {
    userId: SAM,
    instituteId: APEX,
    name: 'NEET Mock Test Series',
    orderId: 'APX-2026-10517',
    boughtDaysAgo: 25,
    expiresInDays: 180,
  },
  {
    userId: SAM,
    instituteId: APEX,
    name: 'Foundation Maths 2025',
    orderId: 'APX-2025-08811',
    boughtDaysAgo: 385,
    expiresInDays: -20,
  },
  {
    userId: RIYA,
    instituteId: APEX,
    name: 'JEE Advanced Test Series',
    orderId: 'APX-2026-10355',
    boughtDaysAgo: 60,
    expiresInDays: 240,
  },
  {
    userId: RIYA,
    instituteId: APEX,
    name: 'Chemistry Revision 2025',
    orderId: 'APX-2025-07760',
    boughtDaysAgo: 400,
    expiresInDays: -35,
  },
  {
    userId: AARAV,
    instituteId: GREENFIELD,
    name: 'Science Olympiad Prep',
    orderId: 'GPS-2026-00318',
    boughtDaysAgo: 20,
    expiresInDays: 160,
  },
  {
    userId: JONAS,
    instituteId: LERNWERK,
    name: 'Abiturvorbereitung Mathematik',
    orderId: 'LW-2026-0042',
    boughtDaysAgo: 30,
    expiresInDays: 200,
  },
];

const key = (instituteId: number, name: string) => `${instituteId}\u0000${name}`;

/** The selling institutes' products, what each includes, and who owns them since when. */
export async function seedProducts(db: Db, now = new Date()): Promise<SeededProducts> {
  const rows = await db
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((p) => ({
        instituteId: p.instituteId,
        name: p.name,
        about: p.about,
        price: p.price,
        currencyCode: p.currencyCode,
        category: p.category,
        sampleVideos: p.sampleVideos ?? [],
      })),
    )
    .returning({ id: products.id, instituteId: products.instituteId, name: products.name });
  const ids = new Map(rows.map((row) => [key(row.instituteId, row.name), row.id]));
  const productId = (instituteId: number, name: string) => {
    const id = ids.get(key(instituteId, name));
    if (id === undefined) throw new Error(`seed: no product ${name} in institute ${instituteId}`);
    return id;
  };
  await db.insert(productItems).values(
    DEMO_PRODUCTS.flatMap((p) =>
      p.items.map(([itemType, description], position) => ({
        productId: productId(p.instituteId, p.name),
        itemType,
        description,
        position,
      })),
    ),
  );
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await db.insert(userProducts).values(
    OWNERSHIPS.map((o) => ({
      userId: o.userId,
      productId: productId(o.instituteId, o.name),
      publicOrderId: o.orderId,
      enrolledAt: at(-o.boughtDaysAgo),
      expiresAt: o.expiresInDays === null ? null : at(o.expiresInDays),
    })),
  );
  return { productId };
}
