/**
 * Exhale's mark: a breath of air (two flowing strokes and a warm amber one) on a teal tile. The
 * same drawing is app/icon.svg (the favicon) and app/apple-icon.png. Decorative next to the
 * wordmark, which is live text ("Exhale" is a name: the same in every language).
 */
export function LogoMark({ className = 'brand-mark' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#0f766e" />
      <path d="M7.5 12.5h11a3.25 3.25 0 1 0-3.25-3.25" fill="none" stroke="#ffffff" strokeWidth="2.25" strokeLinecap="round" />
      <path d="M7.5 17.25h15a3.5 3.5 0 1 1-3.5 3.5" fill="none" stroke="#ccebe7" strokeWidth="2.25" strokeLinecap="round" />
      <path d="M7.5 22h6" fill="none" stroke="#f59e0b" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );
}
