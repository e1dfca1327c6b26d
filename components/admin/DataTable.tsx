import { Children, type ReactNode } from 'react';

/**
 * An admin table: a named, focusable region that scrolls sideways on a phone (its first column
 * stays in view, app/globals.css `.table-scroll`), or the `empty` text when there are no rows.
 */
export function DataTable({
  label,
  head,
  empty,
  className,
  children,
}: {
  label: string;
  head: ReactNode[];
  empty: string;
  className?: string;
  children: ReactNode;
}) {
  if (Children.toArray(children).length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `table ${className}` : 'table'}>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * "Previous" and "Next" links of a paged list, as a navigation named after the list (a page with two
 * paged lists has two, told apart by their names); nothing when there is only one page.
 */
export function Pager({ label, previous, next, labels }: { label: string; previous?: string; next?: string; labels: { previous: string; next: string } }) {
  if (!previous && !next) return null;
  return (
    <nav className="actions" aria-label={label}>
      {previous ? <a href={previous}>{labels.previous}</a> : null} {next ? <a href={next}>{labels.next}</a> : null}
    </nav>
  );
}
