import { useSyncExternalStore } from 'react';
import { localDay } from './dates';

const noSubscription = () => () => {};
const utcDay = () => new Date().toISOString().slice(0, 10);

/**
 * Today in the visitor's calendar (`YYYY-MM-DD`), for client components. The server does not know the
 * visitor's time zone, so the server render and hydration use the UTC day, and the first render after
 * hydration the browser's own: attributes such as a date field's `min`/`max` then match on both sides
 * and are updated, rather than left at the server's day.
 */
export function useLocalDay(): string {
  return useSyncExternalStore(noSubscription, localDay, utcDay);
}
