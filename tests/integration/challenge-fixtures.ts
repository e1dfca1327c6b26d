// What the challenges-together tests share: one fixed moment for the time zones (23:30 UTC on 28 November
// is already the 29th in Tokyo, still the 28th in New York and in UTC) and a quit plan in a zone.
export const NOW = new Date('2026-11-28T23:30:00Z');

export const plan = (timeZone: string) => ({
  quitDate: '2026-11-01',
  cigarettesPerDay: 20,
  packPrice: 8,
  packSize: 20,
  currency: 'EUR' as const,
  timeZone,
  reasons: [],
});
