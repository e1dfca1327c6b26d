/** Code formats of campaigns: pure functions, shared by the server and the admin form. */

/** What a typed code may look like once separators are dropped: prefix and random part, 8–32 characters. */
export const CODE_SHAPE = /^[A-Z0-9]{8,32}$/;

/** The code formats an admin can choose: random characters after an optional prefix. */
export const CODE_LENGTHS = [8, 12, 16] as const;
export const PREFIX_SHAPE = /^[A-Z0-9]{0,8}$/;

/** Canonical form (upper case, letters and digits only): how codes are stored and compared. */
export const normalizeCode = (code: string) => code.trim().toUpperCase().replace(/[^A-Z0-9]/g, '');

/** How a code is shown and exported: the prefix, then the random part in groups of four. */
export function formatCode(code: string, prefix = ''): string {
  const rest = code.startsWith(prefix) ? code.slice(prefix.length) : code;
  const groups = rest.match(/.{1,4}/g) ?? [];
  return [...(prefix ? [prefix] : []), ...groups].join('-');
}
