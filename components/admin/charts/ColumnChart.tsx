import styles from './ColumnChart.module.css';

export type ColumnChartProps = {
  /** A unique id on the page (ties the SVG to its title and description). */
  id: string;
  title: string;
  /** A sentence summing the chart up (total, highest value), read by screen readers. */
  desc: string;
  /** One label per column (a formatted day or week) and its value, with the value as displayed. */
  labels: string[];
  values: number[];
  display?: string[];
  /** The table's column headers: the period and the figure. */
  headers: [string, string];
  /** Shown instead of the chart when every value is 0. */
  empty: string;
  /** Formats the scale's values in the page's language. */
  format?: (n: number) => string;
};

const W = 600;
const H = 160;
const GAP = 0.2;

/** The height of the scale: the largest value rounded up to 1, 2 or 5 times a power of ten. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].find((m) => m * p >= max) ?? 10) * p;
}

/**
 * A column chart drawn on the server as SVG (no client JavaScript): `role="img"` with a title and a
 * description, the scale (top, middle, 0) and the first and last label in HTML beside it, and every number in a
 * table that screen readers read and print shows.
 */
export function ColumnChart({ id, title, desc, labels, values, display, headers, empty, format = String }: ColumnChartProps) {
  if (!values.some((v) => v > 0))
    return (
      <p className={styles.empty} data-testid={`${id}-empty`}>
        {empty}
      </p>
    );
  const top = niceMax(Math.max(...values));
  const step = W / values.length;
  // The scale at the grid lines: its top, its middle when that is a whole number, and 0.
  const ticks = [top, ...(Number.isInteger(top / 2) ? [top / 2] : []), 0];
  const shown = display ?? values.map(format);
  return (
    <figure className={styles.figure}>
      <div className={styles.plot}>
        <div className={styles.scale} aria-hidden="true" data-testid={`${id}-scale`}>
          {ticks.map((t) => (
            <span key={t}>{format(t)}</span>
          ))}
        </div>
        <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{desc}</desc>
          <line className={styles.grid} x1="0" x2={W} y1="0.5" y2="0.5" />
          <line className={styles.grid} x1="0" x2={W} y1={H / 2} y2={H / 2} />
          <line className={styles.axis} x1="0" x2={W} y1={H - 0.5} y2={H - 0.5} />
          {values.map((v, i) => {
            const h = (v / top) * H;
            return <rect key={i} className={styles.col} x={i * step + (step * GAP) / 2} width={step * (1 - GAP)} y={H - h} height={h} data-value={v} />;
          })}
        </svg>
        <div className={styles.ends} aria-hidden="true">
          <span>{labels[0]}</span>
          <span>{labels[labels.length - 1]}</span>
        </div>
      </div>
      {/* Hidden in a block: a table ignores `overflow: hidden`, and its rows would lengthen the page. */}
      <div className={`visually-hidden ${styles.numbers}`}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{headers[0]}</th>
              <th scope="col">{headers[1]}</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((l, i) => (
              <tr key={l}>
                <th scope="row">{l}</th>
                <td>{shown[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
