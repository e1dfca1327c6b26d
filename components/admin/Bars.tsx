/** A small bar chart in HTML and CSS (no client JavaScript): label, bar, value per row. */
export function Bars({ rows, label }: { rows: Array<{ label: string; value: number; display?: string }>; label: string }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ul className="bars" aria-label={label}>
      {rows.map((r) => (
        <li key={r.label}>
          <span className="bar-label">{r.label}</span>
          <span className="bar" style={{ width: `${(r.value / max) * 100}%` }} />
          <span className="bar-value">{r.display ?? r.value}</span>
        </li>
      ))}
    </ul>
  );
}
