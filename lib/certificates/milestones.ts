/** Pure data, safe for client components. */
export const MILESTONES = ['1-day', '1-week', '1-month', '3-months', '6-months', '1-year'] as const;
