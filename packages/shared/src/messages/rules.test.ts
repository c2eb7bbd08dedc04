import { describe, expect, it } from 'vitest';
import {
  dayInZone,
  groupMessagesByDay,
  parsePhoneSegment,
  phoneSegment,
  relativeDay,
  weekdayOf,
} from './rules';
import { messagesParamsSchema, messagesQuerySchema } from './schema';

describe('phone segment', () => {
  it.each([
    ['+91', '9000000001', '+91-9000000001'],
    ['91', '9000000001', '+91-9000000001'],
    [' +49 ', '15112345678', '+49-15112345678'],
    ['+1', '2025550123', '+1-2025550123'],
    ['+91', '', null],
    ['+91', null, null],
    [undefined, '9000000001', null],
    ['', '9000000001', null],
    ['+91', '90000 00001', null],
    ['+91', '+919000000001', null],
    ['+91', '123', null],
    ['+12345', '9000000001', null],
  ])('%j + %j -> %j', (code, phone, segment) => expect(phoneSegment(code, phone)).toBe(segment));

  it.each([
    ['+91-9000000001', { callingCode: '+91', phone: '9000000001' }],
    ['+49-15112345678', { callingCode: '+49', phone: '15112345678' }],
    ['91-9000000001', null],
    ['+91 9000000001', null],
    ['+91-', null],
    ['+91-9000000001-2', null],
    ['+91-90000000a1', null],
    ["+91-9000000001' or 1=1", null],
    ['', null],
  ])('reads %j', (segment, claim) => expect(parsePhoneSegment(segment)).toEqual(claim));
});

describe('days in a time zone', () => {
  it.each([
    // 23:30 UTC is already 05:00 the next day in Kolkata (+05:30).
    ['2026-11-22T23:30:00Z', 'Asia/Kolkata', '2026-11-23'],
    ['2026-11-22T18:29:59Z', 'Asia/Kolkata', '2026-11-22'],
    ['2026-11-22T18:30:00Z', 'Asia/Kolkata', '2026-11-23'],
    ['2026-11-22T23:30:00Z', 'UTC', '2026-11-22'],
    // Berlin in winter is +01:00, in summer +02:00.
    ['2026-11-22T23:30:00Z', 'Europe/Berlin', '2026-11-23'],
    ['2026-07-01T21:59:00Z', 'Europe/Berlin', '2026-07-01'],
    ['2026-07-01T22:00:00Z', 'Europe/Berlin', '2026-07-02'],
    ['not a date', 'UTC', null],
  ])('%s in %s -> %s', (instant, zone, day) => expect(dayInZone(instant, zone)).toBe(day));

  it.each([
    ['2026-11-23', 1],
    ['2026-11-22', 0],
    ['2026-11-28', 6],
    ['2024-02-29', 4],
    ['2000-01-01', 6],
  ])('%s is weekday %i', (day, weekday) => expect(weekdayOf(day)).toBe(weekday));

  it.each([
    ['2026-11-23', '2026-11-23', 'today'],
    ['2026-11-22', '2026-11-23', 'yesterday'],
    ['2026-11-21', '2026-11-23', null],
    ['2026-11-24', '2026-11-23', null],
    ['2026-02-28', '2026-03-01', 'yesterday'],
    ['2025-12-31', '2026-01-01', 'yesterday'],
  ])('%s seen on %s -> %s', (day, today, relative) => expect(relativeDay(day, today)).toBe(relative));
});

describe('groupMessagesByDay', () => {
  const m = (createdDateTime: string, message = createdDateTime) => ({ message, createdDateTime });

  it('groups by day in the zone, newest day and newest message first', () => {
    const groups = groupMessagesByDay(
      [
        m('2026-11-23T04:00:00Z'),
        m('2026-11-22T23:30:00Z'),
        m('2026-11-22T10:00:00Z'),
        m('2026-11-22T03:00:00Z'),
        m('2026-11-18T12:00:00Z'),
      ],
      'Asia/Kolkata',
      '2026-11-23',
    );
    expect(
      groups.map((g) => [g.day, g.weekday, g.relative, g.messages.map((x) => x.createdDateTime)]),
    ).toEqual([
      ['2026-11-23', 1, 'today', ['2026-11-23T04:00:00Z', '2026-11-22T23:30:00Z']],
      ['2026-11-22', 0, 'yesterday', ['2026-11-22T10:00:00Z', '2026-11-22T03:00:00Z']],
      ['2026-11-18', 3, null, ['2026-11-18T12:00:00Z']],
    ]);
  });

  it('the same messages in UTC: 23:30 stays on the 22nd', () => {
    const groups = groupMessagesByDay(
      [m('2026-11-23T04:00:00Z'), m('2026-11-22T23:30:00Z')],
      'UTC',
      '2026-11-23',
    );
    expect(groups.map((g) => [g.day, g.messages.length])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-22', 1],
    ]);
  });

  it('sorts an unsorted list; equal times keep the order they came in', () => {
    const groups = groupMessagesByDay(
      [m('2026-11-20T08:00:00Z', 'old'), m('2026-11-21T08:00:00Z', 'a'), m('2026-11-21T08:00:00Z', 'b')],
      'Europe/Berlin',
      '2026-11-23',
    );
    expect(groups.map((g) => g.messages.map((x) => x.message))).toEqual([['a', 'b'], ['old']]);
  });

  it('an empty list has no days; unreadable times are left out', () => {
    expect(groupMessagesByDay([], 'Asia/Kolkata', '2026-11-23')).toEqual([]);
    expect(groupMessagesByDay([m('yesterday')], 'Asia/Kolkata', '2026-11-23')).toEqual([]);
  });
});

describe('call contract', () => {
  it.each([
    [{}, { start_index: 0, batch_size: 1000 }],
    [
      { start_index: '0', batch_size: '1000' },
      { start_index: 0, batch_size: 1000 },
    ],
    [
      { start_index: '20', batch_size: '5' },
      { start_index: 20, batch_size: 5 },
    ],
  ])('query %j -> %j', (query, parsed) => expect(messagesQuerySchema.parse(query)).toEqual(parsed));

  it.each([
    { batch_size: '0' },
    { batch_size: '1001' },
    { batch_size: '-1' },
    { batch_size: '1.5' },
    { batch_size: '1e3' },
    { batch_size: 'ten' },
    { batch_size: '' },
    { start_index: '-1' },
    { start_index: ' 1' },
    { start_index: '99999999999' },
  ])('refuses %j', (query) => expect(messagesQuerySchema.safeParse(query).success).toBe(false));

  it('params: institute id and a well-formed phone segment', () => {
    expect(messagesParamsSchema.parse({ institute_id: '1', phone: '+91-9000000001' })).toEqual({
      institute_id: 1,
      phone: '+91-9000000001',
    });
    expect(messagesParamsSchema.safeParse({ institute_id: '1', phone: '9000000001' }).success).toBe(false);
  });
});
