import { describe, expect, it } from 'vitest';
import { addDays, addYears, defaultReviewDate, reviewDateBounds, utcToday } from './decisions.js';

describe('review dates', () => {
  it('adds days and years on the calendar', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addYears('2026-11-25', 2)).toBe('2028-11-25');
  });

  it('accepts tomorrow anywhere on Earth up to two years ahead anywhere', () => {
    // 10:00 UTC: it is still the 24th in UTC−12 (so the 25th is its tomorrow) and already the 26th at UTC+14 from 10:00 on.
    expect(reviewDateBounds(new Date('2026-11-25T10:00:00Z'))).toEqual({ min: '2026-11-25', max: '2028-11-26' });
    // 13:00 UTC: the 25th everywhere west of UTC+11.
    expect(reviewDateBounds(new Date('2026-11-25T13:00:00Z'))).toEqual({ min: '2026-11-26', max: '2028-11-26' });
    expect(reviewDateBounds(new Date('2026-11-25T09:00:00Z'))).toEqual({ min: '2026-11-25', max: '2028-11-25' });
    expect(utcToday(new Date('2026-11-25T23:59:59Z'))).toBe('2026-11-25');
  });

  it('defaults to 90 days from the browser’s today, inside the bounds', () => {
    const now = new Date(2026, 10, 25, 23, 30);
    expect(defaultReviewDate(now)).toBe('2027-02-23');
    const { min, max } = reviewDateBounds(now);
    expect(defaultReviewDate(now) >= min && defaultReviewDate(now) <= max).toBe(true);
  });
});
