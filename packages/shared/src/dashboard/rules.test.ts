import { describe, expect, it } from 'vitest';
import {
  bannerAction,
  LANDING_SCREEN_ROUTES,
  landingRoute,
  matchesAnnouncement,
  plainText,
  safeExternalLink,
  searchAnnouncements,
  type SearchableAnnouncement,
} from './rules';

const notice = (over: Partial<SearchableAnnouncement> = {}): SearchableAnnouncement => ({
  ancmnt_title: 'Annual Sports Day',
  description: '<p>Report at <strong>8:00 AM</strong> in your house T-shirt &amp; shoes.</p>',
  updated_by: 'Mrs. Kavita Rao',
  announced_date: '18-11-2026',
  announced_time: '09:30 AM',
  ...over,
});

describe('announcement search (title, description, posted by, date and time text, any case)', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['sports', true],
    ['ANNUAL SPORTS', true],
    ['house t-shirt', true],
    ['t-shirt & shoes', true],
    ['kavita', true],
    ['MRS. KAVITA RAO', true],
    ['18-11-2026', true],
    ['11-2026', true],
    ['09:30', true],
    ['am', true],
    ['  day  ', true],
    ['holiday', false],
    ['strong', false],
    ['&amp;', false],
    ['<p>', false],
    ['19-11-2026', false],
    ['10:30', false],
  ])('%j -> %s', (search, found) => expect(matchesAnnouncement(notice(), search)).toBe(found));

  it('matches accented, Hindi and German text as written', () => {
    const french = notice({
      ancmnt_title: 'Réunion des parents',
      description: '<p>Salle polyvalente à 18&nbsp;h</p>',
    });
    expect(matchesAnnouncement(french, 'RÉUNION')).toBe(true);
    expect(matchesAnnouncement(french, 'polyvalente à 18 h')).toBe(true);
    expect(matchesAnnouncement(notice({ ancmnt_title: 'वार्षिक खेल दिवस' }), 'खेल')).toBe(true);
    expect(matchesAnnouncement(notice({ updated_by: 'Frau Müller' }), 'MÜLLER')).toBe(true);
  });

  it('keeps the order of the list and returns the matches only', () => {
    const list = [
      notice({ ancmnt_title: 'A holiday' }),
      notice({ ancmnt_title: 'B' }),
      notice({ ancmnt_title: 'C holiday' }),
    ];
    expect(searchAnnouncements(list, 'HOLIDAY').map((a) => a.ancmnt_title)).toEqual([
      'A holiday',
      'C holiday',
    ]);
    expect(searchAnnouncements(list, '')).toHaveLength(3);
    expect(searchAnnouncements(list, 'nothing')).toEqual([]);
  });

  it('reads the description as text: tags, scripts and entities', () => {
    expect(plainText('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
    expect(plainText('a<script>alert("x")</script>b')).toBe('a b');
    expect(plainText('5 &lt; 6 &#38; &#x41; &unknown;')).toBe('5 < 6 & A &unknown;');
    expect(plainText('')).toBe('');
  });
});

describe('banner tap targets', () => {
  it.each([
    ['TIME TABLE', '/timetable'],
    ['STUDY MATERIALS', '/studymaterial'],
    ['LIVE CLASSES', '/live'],
    ['MY EXAM', '/exam'],
    ['DOCUMENTS', '/document'],
    ['ASSIGNMENTS', '/assignment'],
    ['MY PRODUCTS', '/product'],
    ['EXAM REPORTS', '/report'],
    ['exam reports', '/report'],
    [' TIME TABLE ', '/timetable'],
    ['HOME', null],
    ['toString', null],
    ['', null],
    [null, null],
  ])('%j -> %s', (screen, route) => expect(landingRoute(screen)).toBe(route));

  it('covers the eight screens of the spec', () => {
    expect(Object.keys(LANDING_SCREEN_ROUTES)).toHaveLength(8);
  });

  it.each([
    ['https://greenfield.example/admissions', 'https://greenfield.example/admissions'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['/timetable', null],
    ['//evil.example', null],
    ['', null],
    [null, null],
  ])('outside link %j -> %s', (link, href) => expect(safeExternalLink(link)).toBe(href));

  it('a redirect banner opens its link, another goes to its screen, a bad one does nothing', () => {
    expect(bannerAction({ is_redir: true, red_link: 'https://a.example/x', land_scr: 'MY EXAM' })).toEqual({
      kind: 'link',
      href: 'https://a.example/x',
    });
    expect(bannerAction({ is_redir: false, red_link: 'https://a.example', land_scr: 'MY EXAM' })).toEqual({
      kind: 'route',
      to: '/exam',
    });
    expect(bannerAction({ is_redir: true, red_link: 'javascript:alert(1)', land_scr: null })).toEqual({
      kind: 'none',
    });
    expect(bannerAction({ is_redir: false, red_link: null, land_scr: 'NOWHERE' })).toEqual({ kind: 'none' });
  });
});
