/**
 * Every area's tables in one namespace, for what walks them all (the personal-data registry's test, the
 * tests' fixtures). Areas import their own `tables.ts`; tests/unit/architecture.test.ts fails when a
 * lib/<area>/tables.ts is missing here.
 */
export * from '@/lib/auth/tables';
export * from '@/lib/campaigns/tables';
export * from '@/lib/certificates/tables';
export * from '@/lib/challenges/tables';
export * from '@/lib/deletion/tables';
export * from '@/lib/email/tables';
export * from '@/lib/funnel/tables';
export * from '@/lib/golinks/tables';
export * from '@/lib/journey/tables';
export * from '@/lib/lists/tables';
export * from '@/lib/newsletter/tables';
export * from '@/lib/purchases/tables';
export * from '@/lib/reminders/tables';
export * from '@/lib/surveys/tables';
export * from '@/lib/support/tables';
