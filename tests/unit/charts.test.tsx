// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ColumnChart, niceMax } from '@/components/admin/charts/ColumnChart';
import { buckets, change, lastDays, MAX_DAYS, parsePeriod } from '@/lib/admin/period';

const now = new Date('2026-11-20T15:30:00Z');

describe('the dashboard period (lib/admin/period.ts)', () => {
  it('7, 30 and 90 days end today (UTC) and compare with the same length just before', () => {
    const { period, error } = parsePeriod({ period: '7' }, now);
    expect(error).toBeUndefined();
    expect(period).toMatchObject({ kind: '7', days: 7, from: '2026-11-14', to: '2026-11-20', bucket: 'day' });
    expect(period.start.toISOString()).toBe('2026-11-14T00:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(period.prevStart.toISOString()).toBe('2026-11-07T00:00:00.000Z');
    expect(parsePeriod({ period: '90' }, now).period).toMatchObject({ days: 90, bucket: 'week', from: '2026-08-23' });
    expect(buckets(lastDays(90, now))).toHaveLength(13);
    expect(buckets(lastDays(30, now))).toHaveLength(30);
  });

  it('no period or an unknown one means the last 30 days', () => {
    expect(parsePeriod({}, now)).toEqual({ period: lastDays(30, now, '30') });
    expect(parsePeriod({ period: '12' }, now).period.kind).toBe('30');
    expect(parsePeriod({ period: ['7', '90'] }, now).period.kind).toBe('7');
  });

  it('a custom range counts both days and is compared with as many days before it', () => {
    const { period, error } = parsePeriod({ period: 'custom', from: '2026-02-01', to: '2026-02-28' }, now);
    expect(error).toBeUndefined();
    expect(period).toMatchObject({ kind: 'custom', days: 28, from: '2026-02-01', to: '2026-02-28' });
    expect(period.prevStart.toISOString()).toBe('2026-01-04T00:00:00.000Z');
    expect(parsePeriod({ period: 'custom', from: '2026-03-05', to: '2026-03-05' }, now).period.days).toBe(1);
    expect(parsePeriod({ period: 'custom', from: '2025-01-01', to: '2025-12-31' }, now).period).toMatchObject({ days: 365, bucket: 'week' });
  });

  it('refuses impossible dates, a reversed range, a missing date and more than 366 days', () => {
    expect(parsePeriod({ period: 'custom', from: '2026-02-30', to: '2026-03-02' }, now).error).toBe('invalid');
    expect(parsePeriod({ period: 'custom', from: 'yesterday', to: '2026-03-02' }, now).error).toBe('invalid');
    expect(parsePeriod({ period: 'custom', from: '2026-03-02', to: '2026-03-01' }, now).error).toBe('order');
    expect(parsePeriod({ period: 'custom', from: '2026-03-02' }, now).error).toBe('missing');
    expect(parsePeriod({ period: 'custom', from: '2024-01-01', to: '2024-12-31' }, now).period.days).toBe(MAX_DAYS);
    const long = parsePeriod({ period: 'custom', from: '2024-01-01', to: '2025-01-01' }, now);
    expect(long.error).toBe('tooLong');
    expect(long.period.kind).toBe('30');
  });

  it('the change: difference and ratio, none when there was nothing before', () => {
    expect(change(15, 10)).toEqual({ delta: 5, ratio: 0.5 });
    expect(change(5, 10)).toEqual({ delta: -5, ratio: -0.5 });
    expect(change(10, 10)).toEqual({ delta: 0, ratio: 0 });
    expect(change(3, 0)).toEqual({ delta: 3, ratio: null });
  });
});

describe('the SVG column chart (components/admin/charts/ColumnChart.tsx)', () => {
  const props = {
    id: 'tests',
    title: 'Tests per day',
    desc: 'Total 12; highest 8 (3 Nov).',
    labels: ['1 Nov', '2 Nov', '3 Nov'],
    values: [4, 0, 8],
    headers: ['Day', 'Tests'] as [string, string],
    empty: 'Nothing recorded in this period.',
  };

  it('is an image named by its title and description, with every number in a table', () => {
    render(<ColumnChart {...props} format={(n) => `${n}!`} />);
    const img = screen.getByRole('img', { name: 'Tests per day Total 12; highest 8 (3 Nov).' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.querySelector('title')!.textContent).toBe('Tests per day');
    expect(img.querySelector('desc')!.textContent).toBe('Total 12; highest 8 (3 Nov).');
    const table = screen.getByRole('table', { name: 'Tests per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DayTests', '1 Nov4!', '2 Nov0!', '3 Nov8!']);
  });

  it('scales the columns to a round top value', () => {
    const { container } = render(<ColumnChart {...props} />);
    const heights = [...container.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    // top of the scale: 10 for a highest value of 8, on a 160-unit-high drawing
    expect(heights).toEqual([64, 0, 128]);
    // the scale: the top, the middle and 0 at the grid lines
    expect(screen.getByTestId('tests-scale').textContent).toBe('1050');
    // a middle that is not a whole number of things is left out
    const { getAllByTestId } = render(<ColumnChart {...props} values={[1, 3, 2]} format={(n) => `${n};`} />);
    expect(getAllByTestId('tests-scale')[1]!.textContent).toBe('5;0;');
    expect([niceMax(0), niceMax(1), niceMax(3), niceMax(7), niceMax(12), niceMax(4_300)]).toEqual([1, 1, 5, 10, 20, 5_000]);
  });

  it('an empty period shows a sentence, not an empty axis', () => {
    const { container } = render(<ColumnChart {...props} values={[0, 0, 0]} />);
    expect(screen.getByText('Nothing recorded in this period.')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
