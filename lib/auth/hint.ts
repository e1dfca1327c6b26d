/**
 * The name of the non-secret signed-in hint cookie (`member` or `admin`), set and cleared with the
 * session cookie by /api/session (lib/auth/session-route). Client-safe: the header reads it with
 * js-cookie, so static pages show the signed-in state without becoming per-request. It grants nothing.
 */
export const SESSION_HINT_COOKIE = 'exhale_session';
export type SessionHint = 'member' | 'admin';
