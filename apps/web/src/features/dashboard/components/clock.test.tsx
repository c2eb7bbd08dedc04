// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from '@/lib/i18n';
import { Clock } from './clock';

/*
 * The greeting's clock (until now checked only by the browser walk): the institute's time and
 * day, not the device's, moved on at every whole second, the second hand with it.
 */

const KOLKATA = 'Asia/Kolkata';
const time = () => screen.getByTestId('clock-time');
const hand = () => screen.getByTestId('clock-second-hand').getAttribute('transform');
const day = () => document.querySelector('.home-clock__date time')!;

beforeAll(() => setLanguage('en', ['dashboard']));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the home clock', () => {
  it("shows the institute's time and date, the second hand at the seconds", () => {
    vi.setSystemTime(new Date('2026-11-25T04:29:58.300Z')); // 09:59:58 in India
    render(<Clock timeZone={KOLKATA} />);
    expect(time().textContent).toBe('09:59:58 AM');
    expect(time().getAttribute('datetime')).toBe('2026-11-25T04:29:58.300Z');
    expect(day().textContent).toBe('Wednesday, November 25, 2026');
    expect(day().getAttribute('datetime')).toBe('2026-11-25');
    expect(hand()).toBe(`rotate(${58 * 6} 50 50)`);
  });

  it('moves on at the next whole second, not a second after it was drawn', () => {
    vi.setSystemTime(new Date('2026-11-25T04:29:58.900Z'));
    render(<Clock timeZone={KOLKATA} />);
    expect(time().textContent).toBe('09:59:58 AM');
    act(() => vi.advanceTimersByTime(110)); // just past 58.995 + the 5 ms margin
    expect(time().textContent).toBe('09:59:59 AM');
    expect(hand()).toBe(`rotate(${59 * 6} 50 50)`);
    act(() => vi.advanceTimersByTime(1000));
    expect(time().textContent).toBe('10:00:00 AM');
    expect(hand()).toBe('rotate(0 50 50)');
  });

  it("turns the date at the institute's midnight, whatever the device's zone", () => {
    vi.setSystemTime(new Date('2026-11-25T18:29:59.500Z')); // 23:59:59 in India, still the 25th in UTC
    render(<Clock timeZone={KOLKATA} />);
    expect(day().getAttribute('datetime')).toBe('2026-11-25');
    act(() => vi.advanceTimersByTime(600));
    expect(time().textContent).toBe('12:00:00 AM');
    expect(day().getAttribute('datetime')).toBe('2026-11-26');
    expect(day().textContent).toBe('Thursday, November 26, 2026');
  });

  it('stops ticking when it leaves the screen', () => {
    vi.setSystemTime(new Date('2026-11-25T04:29:58.300Z'));
    const view = render(<Clock timeZone={KOLKATA} />);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
