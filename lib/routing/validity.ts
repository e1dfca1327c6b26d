/**
 * Route validity checks (spec §2): a route may carry one; when it fails the visitor gets the 404
 * "Page Not Found" page with the path. Ids in our links are URL-safe tokens.
 */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

export function isValidId(id: unknown): id is string {
  return typeof id === 'string' && ID.test(id);
}
