import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session';
import { ownPhoneSegment } from './own-phone';

const base = {
  parentslogin: false,
  user_type: 1,
  parent_num: null,
  phone_no: '9000000001',
  mobile_no: '9000000001',
  country_calling_code: '+91',
};

describe('ownPhoneSegment', () => {
  it.each([
    ['a student: their own number', base, '+91-9000000001'],
    ['a student with only mobile_no', { ...base, phone_no: '' }, '+91-9000000001'],
    ['a student without a number', { ...base, phone_no: '', mobile_no: '' }, null],
    [
      "a parent acting for a child: the parent's number, not the child's",
      { ...base, parentslogin: true, user_type: 2, parent_num: '9000000002' },
      '+91-9000000002',
    ],
    ['a parent without a number', { ...base, parentslogin: true, user_type: 2, parent_num: null }, null],
    ['an open user', { ...base, user_type: 99, phone_no: '9000000021' }, '+91-9000000021'],
    ['Lernwerk: +49', { ...base, phone_no: '15112345678', country_calling_code: '+49' }, '+49-15112345678'],
    ['no calling code', { ...base, country_calling_code: '' }, null],
  ])('%s', (_, session, segment) => expect(ownPhoneSegment(session as unknown as Session)).toBe(segment));
});
