import { describe, expect, it } from 'vitest';
import { formatDay, monthName, weekdayName } from './labels';

describe('the names of days', () => {
  it('writes a day as the profile writes dates, Western digits in Arabic', () => {
    expect(formatDay('2026-03-12', 'en')).toBe('Mar 12, 2026');
    expect(formatDay('2026-03-12', 'ar')).toBe('12 مارس 2026');
  });

  it('names months and weekdays', () => {
    expect(monthName('2026-03-01', 'en')).toBe('Mar');
    expect(monthName('2026-03-01', 'ar')).toBe('مارس');
    expect(['2026-03-09', '2026-03-11', '2026-03-13'].map((day) => weekdayName(day, 'en'))).toEqual(['Mon', 'Wed', 'Fri']);
    expect(weekdayName('2026-03-09', 'ar')).toBe('الاثنين');
  });
});
