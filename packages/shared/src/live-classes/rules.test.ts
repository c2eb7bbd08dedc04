import { describe, expect, it } from 'vitest';
import {
  cardName,
  countdown,
  dateTimeText,
  dayName,
  dayWindow,
  defaultPastRange,
  groupByDate,
  isoFromDisplay,
  matchesSearch,
  pastRangeError,
  PAST_START_AFTER_END,
  PAST_START_AFTER_TODAY,
  recordingButtons,
  videoLength,
  type RecordingSettingsLike,
} from './rules';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('countdown: days; or hours and minutes; or minutes and seconds; or seconds', () => {
  it.each([
    [3 * DAY + 5 * HOUR, { unit: 'days', days: 3 }],
    [DAY, { unit: 'days', days: 1 }],
    [DAY - SECOND, { unit: 'hours', hours: 23, minutes: 59 }],
    [2 * HOUR + 5 * MINUTE + 30 * SECOND, { unit: 'hours', hours: 2, minutes: 5 }],
    [HOUR, { unit: 'hours', hours: 1, minutes: 0 }],
    [HOUR - SECOND, { unit: 'minutes', minutes: 59, seconds: 59 }],
    [MINUTE, { unit: 'minutes', minutes: 1, seconds: 0 }],
    [MINUTE - SECOND, { unit: 'seconds', seconds: 59 }],
    [400, { unit: 'seconds', seconds: 1 }],
    [0, null],
    [-5 * SECOND, null],
  ])('%d ms left -> %j', (left, expected) => expect(countdown(left)).toEqual(expected));
});

describe('dayWindow: today, the next 7 days, or out of range', () => {
  it.each([
    ['2026-11-25', 'today'],
    ['2026-11-26', 'upcoming'],
    ['2026-12-02', 'upcoming'],
    ['2026-12-03', 'out'],
    ['2026-11-24', 'out'],
    ['2027-01-01', 'out'],
  ])('%s with today 2026-11-25 -> %s', (date, expected) =>
    expect(dayWindow(date, '2026-11-25')).toBe(expected),
  );

  it('crosses a month and a year end', () => {
    expect(dayWindow('2027-01-07', '2026-12-31')).toBe('upcoming');
    expect(dayWindow('2027-01-08', '2026-12-31')).toBe('out');
  });

  it("puts a class begun before midnight and still on in today's tab", () => {
    expect(dayWindow('2026-11-29', '2026-11-30', true)).toBe('today');
    expect(dayWindow('2026-11-29', '2026-11-30', false)).toBe('out');
  });
});

describe('pastRangeError: the start not after today, nor after the end', () => {
  it.each([
    ['2026-11-01', '2026-11-25', null],
    ['2026-11-25', '2026-11-25', null],
    ['2026-11-26', '2026-11-30', PAST_START_AFTER_TODAY],
    ['2026-11-26', '2026-11-20', PAST_START_AFTER_TODAY],
    ['2026-11-20', '2026-11-10', PAST_START_AFTER_END],
  ])('%s to %s -> %s', (from, to, expected) => expect(pastRangeError(from, to, '2026-11-25')).toBe(expected));

  it("keeps the spec's wording", () =>
    expect(PAST_START_AFTER_TODAY).toBe('Start Date Should Be Less Then Or Equal To Current Date .'));

  it('defaults to the last 30 days', () =>
    expect(defaultPastRange('2026-11-25')).toEqual({ from: '2026-10-26', to: '2026-11-25' }));
});

describe('isoFromDisplay: DD-MM-YYYY to YYYY-MM-DD, real dates only', () => {
  it.each([
    ['25-11-2026', '2026-11-25'],
    ['29-02-2028', '2028-02-29'],
    ['29-02-2027', null],
    ['31-04-2026', null],
    ['2026-11-25', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (text, expected) => expect(isoFromDisplay(text)).toBe(expected));
});

describe('groupByDate: by start day, in the given order, today marked', () => {
  it('keeps the order and marks today', () => {
    const items = [
      { date: '2026-11-25', n: 1 },
      { date: '2026-11-25', n: 2 },
      { date: '2026-11-27', n: 3 },
      { date: '2026-11-26', n: 4 },
    ];
    expect(groupByDate(items, '2026-11-25')).toEqual([
      { date: '2026-11-25', isToday: true, items: [items[0], items[1]] },
      { date: '2026-11-27', isToday: false, items: [items[2]] },
      { date: '2026-11-26', isToday: false, items: [items[3]] },
    ]);
  });

  it('names the day in the language', () => {
    expect(dayName('2026-11-25', 'en')).toBe('Wednesday');
    expect(dayName('2026-11-25', 'fr')).toBe('mercredi');
    expect(dayName('2026-11-25', 'de')).toBe('Mittwoch');
  });
});

describe('dateTimeText: DD-MM-YYYY hh:mm A on the institute clock', () => {
  it.each([
    ['2026-11-25T04:30:00.000Z', 'Asia/Kolkata', '25-11-2026 10:00 AM'],
    ['2026-11-25T20:00:00.000Z', 'Asia/Kolkata', '26-11-2026 01:30 AM'],
    ['2026-11-25T12:05:00.000Z', 'Europe/Berlin', '25-11-2026 01:05 PM'],
    ['not a date', 'Asia/Kolkata', ''],
  ])('%s in %s -> %s', (instant, zone, expected) => expect(dateTimeText(instant, zone)).toBe(expected));
});

describe('matchesSearch: end date, course names, teacher names, session name; case-insensitive', () => {
  const live = {
    session_name: 'Maths doubt-clearing session',
    end_datetime: '2026-11-25T05:30:00.000Z',
    teachersName: 'Mrs. Anita Desai',
    course_list: [{ course_name: 'Class 8 - A' }, { course_name: 'Olympiad group' }],
    t_photo_url: 'hidden field: never searched',
  };
  it.each([
    ['', true],
    ['   ', true],
    ['DOUBT', true],
    ['anita', true],
    ['class 8', true],
    ['olympiad', true],
    ['25-11-2026', true],
    ['11:00 am', true],
    ['26-11-2026', false],
    ['zoom', false],
    ['hidden field', false],
    ['physics', false],
  ])('%j -> %s', (search, expected) => expect(matchesSearch(live, search, 'Asia/Kolkata')).toBe(expected));

  it('a class without a teacher still matches on its other fields', () =>
    expect(matchesSearch({ ...live, teachersName: null }, 'maths', 'Asia/Kolkata')).toBe(true));
});

describe('cardName: 30 characters, then an ellipsis', () => {
  it.each([
    ['Short name', 'Short name'],
    ['A'.repeat(30), 'A'.repeat(30)],
    ['A'.repeat(31), `${'A'.repeat(30)}...`],
    [null, ''],
  ])('%s -> %s', (name, expected) => expect(cardName(name)).toBe(expected));
});

describe('recordingButtons by visibility code and flags', () => {
  const settings = (
    code: number,
    visibility: RecordingSettingsLike['proctur_live_view_or_download_visibility'] = 'both',
    vimeo = true,
  ): RecordingSettingsLike => ({
    view_proctur_live_recorded_session: code,
    proctur_live_view_or_download_visibility: visibility,
    vimeo_video_downlodable: vimeo,
  });
  const stored = {
    download_id: 1,
    recording_uploaded_on: 'stored',
    video_id: '12',
    vimeo_video_id: null,
  };
  const vimeo = {
    download_id: 2,
    recording_uploaded_on: 'Vimeo',
    video_id: null,
    vimeo_video_id: '76979871',
  };

  it.each([
    [1, { storedPlay: true, protectedPlay: false }],
    [2, { storedPlay: false, protectedPlay: false }],
    [3, { storedPlay: true, protectedPlay: false }],
    [4, { storedPlay: false, protectedPlay: false }],
    [5, { storedPlay: true, protectedPlay: false }],
    [6, { storedPlay: false, protectedPlay: false }],
    [7, { storedPlay: true, protectedPlay: true }],
    [0, { storedPlay: false, protectedPlay: false }],
  ])('a stored recording under code %d', (code, expected) =>
    expect(recordingButtons(stored, settings(code))).toMatchObject({ ...expected, vimeoPlay: false }),
  );

  it.each([
    [1, false],
    [3, false],
    [4, true],
    [5, true],
    [6, true],
    [7, true],
    [8, false],
  ])('a Vimeo recording under code %d: Vimeo play %s, never stored or protected play', (code, play) =>
    expect(recordingButtons(vimeo, settings(code))).toMatchObject({
      vimeoPlay: play,
      storedPlay: false,
      protectedPlay: false,
    }),
  );

  it.each([
    ['both', true, true],
    ['download', true, true],
    ['view', false, false],
  ] as const)('visibility %s: download %s, Vimeo download %s', (visibility, download, vimeoDownload) => {
    expect(recordingButtons(stored, settings(7, visibility)).download).toBe(download);
    expect(recordingButtons(stored, settings(7, visibility)).vimeoDownload).toBe(false);
    expect(recordingButtons(vimeo, settings(7, visibility)).vimeoDownload).toBe(vimeoDownload);
    expect(recordingButtons(vimeo, settings(7, visibility)).download).toBe(false);
  });

  it('download-only visibility hides every play button', () =>
    expect(recordingButtons(stored, settings(7, 'download'))).toMatchObject({
      storedPlay: false,
      protectedPlay: false,
    }));

  it('Vimeo download needs vimeo_video_downlodable', () =>
    expect(recordingButtons(vimeo, settings(7, 'both', false)).vimeoDownload).toBe(false));

  it('a timetable recording (a public URL, no stored file id) plays as stored, never protected', () =>
    expect(
      recordingButtons(
        { download_id: 3, recording_uploaded_on: 'stored', vimeo_video_id: null, video_url: '/x.webm' },
        settings(7),
      ),
    ).toMatchObject({ storedPlay: true, protectedPlay: false, download: true }));
});

describe('videoLength', () => {
  it.each([
    [3, '0:03'],
    [3540, '59:00'],
    [3725, '1:02:05'],
  ])('%d s -> %s', (seconds, expected) => expect(videoLength(seconds)).toBe(expected));
});
