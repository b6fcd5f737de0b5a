import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatMoney, formatNumber } from './format';

describe('formatMoney', () => {
  it('writes en-US figures with two decimals and EGP after', () => {
    expect(formatMoney(1349520.5)).toBe('1,349,520.50 EGP');
    expect(formatMoney(1500)).toBe('1,500.00 EGP');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30 EGP');
    expect(formatMoney(-250.75)).toBe('-250.75 EGP');
  });

  it('reads a missing amount as 0', () => {
    expect(formatMoney(null)).toBe('0.00 EGP');
    expect(formatMoney(undefined)).toBe('0.00 EGP');
  });
});

describe('formatNumber', () => {
  it('groups thousands the en-US way and keeps at most two decimals', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(2.125)).toBe('2.13');
    expect(formatNumber(null)).toBe('0');
  });
});

describe('formatCount', () => {
  it('puts the noun in the right number', () => {
    expect(formatCount(1, 'Point')).toBe('1 Point');
    expect(formatCount(2, 'Point')).toBe('2 Points');
    expect(formatCount(0, 'Project')).toBe('0 Projects');
    expect(formatCount(1250, 'Point')).toBe('1,250 Points');
    expect(formatCount(undefined, 'User')).toBe('0 Users');
  });

  it('takes an irregular plural', () => {
    expect(formatCount(3, 'Category', 'Categories')).toBe('3 Categories');
    expect(formatCount(1, 'Category', 'Categories')).toBe('1 Category');
  });
});

describe('formatDate', () => {
  it('writes the short en-US date', () => {
    // Midday UTC: the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatDate('2025-01-05T12:00:00.000Z')).toBe('Jan 5, 2025');
    expect(formatDate('2026-11-23T12:00:00Z')).toBe('Nov 23, 2026');
  });

  it('writes nothing for a missing date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
  });
});
