import { describe, expect, it } from 'vitest';
import { dateFormat, formatDate, formatDateRange, formatDay } from '@/lib/i18n/dates';

const first = new Date('2026-12-01T12:00:00Z');
const utc = { timeZone: 'UTC' } as const;

describe('dates in the visitor language (lib/i18n/dates.ts)', () => {
  it('French writes the first of the month as an ordinal, in words and abridged', () => {
    expect(formatDay('fr-FR', '2026-12-01')).toBe('1er décembre 2026');
    expect(formatDate('fr-FR', first, { dateStyle: 'medium', ...utc })).toBe('1er déc. 2026');
    expect(formatDay('fr-FR', '2026-12-01', 'full')).toBe('mardi 1er décembre 2026');
  });

  it('other days, numeric dates and other languages stay as Intl writes them', () => {
    expect(formatDay('fr-FR', '2026-12-02')).toBe('2 décembre 2026');
    expect(formatDay('fr-FR', '2026-12-11')).toBe('11 décembre 2026');
    expect(formatDate('fr-FR', first, { dateStyle: 'short', ...utc })).toBe('01/12/2026');
    expect(formatDay('en-US', '2026-12-01')).toBe('December 1, 2026');
    expect(formatDay('de-DE', '2026-12-01')).toBe('1. Dezember 2026');
  });

  it('a span of days that starts on the first', () => {
    const end = new Date('2026-12-07T12:00:00Z');
    expect(formatDateRange('fr-FR', first, end, { dateStyle: 'long', ...utc })).toBe('1er–7 décembre 2026');
    expect(formatDateRange('en-US', first, end, { dateStyle: 'long', ...utc })).toMatch(/^December 1\s?–\s?7, 2026$/);
  });

  it('a stored day is read at noon UTC, so no time zone moves it to the day before', () => {
    expect(formatDay('en-US', '2026-01-01')).toBe('January 1, 2026');
  });

  it("the admin area's formatter: French ordinals, its time zone, and options that name their own zone", () => {
    const paris = dateFormat('fr-FR', 'Europe/Paris');
    // 23:30 UTC on 30 November is already 1 December in Paris.
    const lateNight = new Date('2026-11-30T23:30:00Z');
    expect(paris.dateTime(lateNight, { dateStyle: 'medium' })).toBe('1er déc. 2026');
    expect(paris.dateTime(lateNight, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('30 nov. 2026');
    expect(paris.dateTime(lateNight.getTime(), { day: 'numeric', month: 'short' })).toBe('1er déc.');
    expect(paris.dateTimeRange(first, new Date('2026-12-07T12:00:00Z'), { dateStyle: 'medium' })).toBe('1er–7 déc. 2026');
    expect(dateFormat('en-US', 'UTC').dateTime(first, { dateStyle: 'medium' })).toBe('Dec 1, 2026');
  });
});
