/** The route handler that answers the mobile sub-host's redirect (proxy.ts rewrites to it). */
export const MOBILE_HOST_REDIRECT = '/api/mobile-host';
