/**
 * The certificate's seal: a rosette with a rising sun over a leaf, in the one illustration style
 * (flat SVG, 2 px round-cap ink strokes, fills from the palette, no text). Decorative: hidden from
 * assistive technology, the certificate's text says what it certifies. The page and the share image
 * (lib/certificates/image.tsx) draw this one drawing.
 */
export function Seal({ className, size }: { className?: string; size?: number }) {
  const petals = Array.from({ length: 16 }, (_, i) => i * 22.5);
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <g stroke="#14201d" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {petals.map((deg) => (
          <path key={deg} d="M60 6 L66 20 L54 20 Z" fill="#f59e0b" transform={`rotate(${deg} 60 60)`} />
        ))}
        <circle cx="60" cy="60" r="40" fill="#fdecc8" />
        <circle cx="60" cy="60" r="31" fill="#ccebe7" />
        <path d="M38 66 A22 22 0 0 1 82 66 Z" fill="#f8faf9" />
        <path d="M46 66 A14 14 0 0 1 74 66" fill="#f59e0b" />
        <path d="M60 44 V39 M44 50 L40 46 M76 50 L80 46" fill="none" />
        <path d="M60 84 C48 80 46 70 60 66 C74 70 72 80 60 84 Z" fill="#0f766e" />
        <path d="M60 84 V70" fill="none" />
      </g>
    </svg>
  );
}
