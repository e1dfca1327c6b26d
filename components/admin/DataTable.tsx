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
  if (Children.count(children) === 0) return <p className="muted">{empty}</p>;
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

/** "Previous" and "Next" links of a paged list; nothing when there is only one page. */
export function Pager({ previous, next, labels }: { previous?: string; next?: string; labels: { previous: string; next: string } }) {
  if (!previous && !next) return null;
  return (
    <p className="actions">
      {previous ? <a href={previous}>{labels.previous}</a> : null} {next ? <a href={next}>{labels.next}</a> : null}
    </p>
  );
}
