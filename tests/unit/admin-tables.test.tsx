// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, Pager } from '@/components/admin/DataTable';
import { SelectField, TextField } from '@/components/admin/Filters';
import { queryHref } from '@/lib/http/search-params';

describe('admin tables and filters (components/admin/DataTable.tsx, Filters.tsx)', () => {
  it('a table with rows is a named, focusable region with its column headers', () => {
    render(
      <DataTable label="Purchases" head={['Date', 'UID']} empty="Nothing here yet.">
        {[1, 2].map((n) => (
          <tr key={n}>
            <td>{`day ${n}`}</td>
            <td>{`uid-${n}`}</td>
          </tr>
        ))}
      </DataTable>,
    );
    const region = screen.getByRole('region', { name: 'Purchases' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'UID']);
    expect(within(region).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('Nothing here yet.')).toBeNull();
    // Phones show each value under its column's name (styles/admin.css .table-stack).
    expect(
      within(region)
        .getAllByRole('cell')
        .map((c) => [c.getAttribute('data-label'), c.textContent]),
    ).toEqual([
      ['Date', 'day 1'],
      ['UID', 'uid-1'],
      ['Date', 'day 2'],
      ['UID', 'uid-2'],
    ]);
  });

  it('no rows: the empty text instead of a table', () => {
    render(
      <DataTable label="Purchases" head={['Date']} empty="Nothing here yet.">
        {[1, 2].map(() => null)}
      </DataTable>,
    );
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the pager links only the pages that exist', () => {
    const labels = { previous: 'Previous', next: 'Next' };
    const { container, rerender } = render(<Pager label="Purchases" labels={labels} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pager label="Purchases" next="?page=2" labels={labels} />);
    const pager = screen.getByRole('navigation', { name: 'Purchases' });
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=2');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
  });

  it('fields are labelled and keep the current filter', async () => {
    // SelectField is a server component (it may look up the word "All"): rendered here by calling it.
    render(
      <form>
        {await SelectField({ id: 's', name: 'status', label: 'Status', value: 'active', all: 'All', options: [{ value: 'active', label: 'Active' }] })}
        <TextField id="u" name="uid" label="UID" value="abc" />
      </form>,
    );
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Active']);
    expect(screen.getByLabelText('UID')).toHaveValue('abc');
  });
});

describe('queryHref (lib/http/search-params.ts)', () => {
  it('keeps the given values, drops the empty ones, and lets extra win', () => {
    expect(queryHref({ status: 'active', locale: undefined, uid: '', page: 3 }, { page: '4' })).toBe('?status=active&page=4');
  });

  it('encodes what a visitor typed, so a value cannot add parameters', () => {
    const href = queryHref({ uid: 'x&page=9#frag' }, { page: '1' });
    expect(Object.fromEntries(new URLSearchParams(href.slice(1)))).toEqual({ uid: 'x&page=9#frag', page: '1' });
  });
});
