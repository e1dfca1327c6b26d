import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type Cell = ReactElement<{ children?: ReactNode; 'data-label'?: string }>;

/** A row's cells, each carrying its column's name (`data-label`), which phones show beside the value. */
function labelled(row: ReactNode, head: string[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== 'tr') return row;
  let column = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement(cell) || (cell.type !== 'td' && cell.type !== 'th')) return cell;
    return cloneElement(cell as Cell, { 'data-label': head[column++] });
  });
  return cloneElement(row, {}, cells);
}

/**
 * An admin table, or the `empty` text when there are no rows. Wider screens: a named, focusable region
 * that scrolls sideways if it must, its first column staying in view. Phones: one block per row, each
 * value under its column's name (styles/admin.css `.table-stack`), so nothing is cut off at the edge.
 */
export function DataTable({
  label,
  head,
  empty,
  className,
  children,
}: {
  label: string;
  head: string[];
  empty: string;
  className?: string;
  children: ReactNode;
}) {
  const rows = Children.toArray(children);
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `table table-stack ${className}` : 'table table-stack'}>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map((row) => labelled(row, head))}</tbody>
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
