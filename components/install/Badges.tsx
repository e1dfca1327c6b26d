/**
 * The stores' badges, drawn here in their documented style (black, a thin grey outline, the store's
 * mark, a small line in the visitor's language as the store words it, the store's name), no remote
 * images. Decorative: the link around a badge carries its name.
 */
const frame = { width: 158, height: 44 };

export function AppStoreBadge({ small }: { small: string }) {
  return (
    <svg className="badge" viewBox={`0 0 ${frame.width} ${frame.height}`} width={frame.width} height={frame.height} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width={frame.width - 1} height={frame.height - 1} rx="7" fill="#000" stroke="#a6a6a6" />
      <g transform="translate(10 9) scale(1.1)" fill="#fff">
        <path d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701" />
      </g>
      <text x="42" y="17" fill="#fff" fontSize="9" fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif">
        {small}
      </text>
      <text x="41" y="35" fill="#fff" fontSize="18" fontWeight="600" letterSpacing="-0.3" fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif">
        App Store
      </text>
    </svg>
  );
}

export function GooglePlayBadge({ small }: { small: string }) {
  return (
    <svg className="badge" viewBox={`0 0 ${frame.width} ${frame.height}`} width={frame.width} height={frame.height} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width={frame.width - 1} height={frame.height - 1} rx="7" fill="#000" stroke="#a6a6a6" />
      <g transform="translate(11 10) scale(1)">
        <path fill="#ffd400" d="M22.018 13.298l-3.919 2.218-3.515-3.493 3.543-3.521 3.891 2.202a1.49 1.49 0 0 1 0 2.594z" />
        <path fill="#00a0ff" d="M1.337.924a1.486 1.486 0 0 0-.112.568v21.017c0 .217.045.419.124.6l11.155-11.087L1.337.924z" />
        <path fill="#00f076" d="M13.544 10.989l3.258-3.238L3.45.195a1.466 1.466 0 0 0-.946-.179l11.04 10.973z" />
        <path fill="#ff3a44" d="M13.544 13.056l-11 10.933c.298.036.612-.016.906-.183l13.324-7.54-3.23-3.21z" />
      </g>
      <text x="42" y="17" fill="#fff" fontSize="8.5" letterSpacing="0.4" fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif">
        {small.toLocaleUpperCase()}
      </text>
      <text x="41" y="35" fill="#fff" fontSize="17.5" fontWeight="500" fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif">
        Google Play
      </text>
    </svg>
  );
}
