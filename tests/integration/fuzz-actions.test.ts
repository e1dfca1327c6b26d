import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import './setup'; // a data folder of its own, the session secret, the seeded database
import { RUNS, cookies, db, found, fuzz, fx, readFileSync, root, schema, sourceFiles, state, withFuzzFixtures } from './fuzz/harness';
import { IMPOSSIBLE_DATES, badParam, form, issueExamples, junk, mutated, numericText, rawQueryKey, short, toForm } from './fuzz/generators';
import { join } from 'node:path';

// The fuzz test of issue #13, part 2: every Server Action and the admin pages' parameters. See tests/integration/fuzz/harness.ts for what the fuzz asserts and what it stubs.
vi.mock('next/headers', () => import('./fuzz/mocks').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./fuzz/mocks').then((m) => m.nextCache));
vi.mock('rate-limiter-flexible', () => import('./fuzz/mocks').then((m) => m.unlimited));

withFuzzFixtures();

describe('fuzz: no 5xx, nothing written, for bad input to Server Actions and admin pages', () => {
  it('every Server Action, as anonymous caller, member and admin', async () => {
    found.length = 0;
    const files = ['app', 'lib', 'components'].flatMap((dir) =>
      sourceFiles(join(root, dir), (f, p) => /\.tsx?$/.test(f) && /^\s*['"]use server['"]/.test(readFileSync(p, 'utf8'))),
    );
    const validArgs: Record<string, unknown[]> = {
      updateCertificateAction: [fx.certId, { name: 'Ana', since: '2025-01-01', milestone: '1-month', showDays: false }],
      setAdminAction: [{ uid: fx.memberUid, admin: true }],
      addAccountAction: [{ email: 'fuzz-new@example.test', password: 'a-password-1', admin: true, locale: 'en-US' }],
      saveListItemAction: [{ kind: 'quit-reasons', key: 'fuzz-key', labels: { 'en-US': 'Fuzz', 'de-DE': 'Fuzz' }, active: true }],
      moveListItemAction: [{ kind: 'quit-reasons', id: fx.listItemId, direction: 'down' }],
      createCampaignAction: [
        {
          name: 'Fuzz campaign',
          grantDays: 30,
          validFrom: '2026-01-01',
          validUntil: '2027-01-01',
          count: 2,
          prefix: 'FZ',
          codeLength: 8,
          key: crypto.randomUUID(),
        },
      ],
      setCampaignActiveAction: [{ id: fx.campaignId, active: false }],
      redeemCodeAction: [{ code: 'ABCD-EFGH-JKLM' }],
      savePlanAction: [{ quitDate: '2026-01-01', cigarettesPerDay: 20, packPrice: 8.5, packSize: 20, currency: 'EUR', timeZone: 'Europe/Berlin', reasons: [] }],
      checkInAction: [{ day: new Date().toISOString().slice(0, 10), smokeFree: true, slips: 0, craving: 3, triggers: [] }],
      logCravingAction: [{ day: new Date().toISOString().slice(0, 10), craving: 7, triggers: ['stress'] }],
      saveRemindersAction: [
        { kinds: { 'quit-eve': true, 'quit-morning': false, milestone: true, 'weekly-summary': true, 'check-in': true }, checkInHour: 7, locale: 'fr-FR' },
      ],
      sendNewsletterAction: [{ subject: 'Hello', body: 'A newsletter body.\nWith lines.', locales: ['en-US'], key: crypto.randomUUID() }],
      previewNewsletterAction: [{ subject: 'Hello', body: 'A **newsletter** body.\nWith [a link](https://exhale.example/).', locales: ['de-DE'] }],
      controlSendAction: [{ id: '00000000-0000-4000-8000-000000000000', action: 'pause' }],
      submitTestAction: [[1, 0, 1, 2, 0, 1], 'en-US'],
      testFormAction: [null, form({ q1: '1', q2: '0', q3: '1', q4: '2', q5: '0', q6: '1', locale: 'en-US' })],
      submitMotivationAction: [{ readiness: 5, confidence: 6, reasons: ['health'], interests: [], quitDate: null }, 'de-DE'],
      joinChallengeAction: [fx.inviteToken, `/de/challenge-invite/${fx.inviteToken}`],
      createChallengeAction: [{ days: 21, startsOn: '2026-12-01' }, 'de-DE'],
      createCertificateAction: [{ name: 'Ana', since: '2025-01-01', milestone: '1-month', showDays: false }, 'de-DE'],
      revokeInvitesAction: ['00000000-0000-4000-8000-000000000000'],
      renewInviteAction: ['00000000-0000-4000-8000-000000000000'],
      leaveChallengeAction: ['00000000-0000-4000-8000-000000000000'],
      removeParticipantAction: ['00000000-0000-4000-8000-000000000000', 'A'.repeat(22)],
      deleteChallengeAction: ['00000000-0000-4000-8000-000000000000'],
      subscribeNewsletterAction: ['de-DE'],
      confirmAddressAction: ['fr-FR'],
      confirmNewAddressAction: ['it-IT'],
      twoStepChangedAction: ['x'.repeat(40), 'two-step-enrolled'],
      subscribeAction: [{ email: 'fuzz-sub@example.test', consent: true, locale: 'en-US' }],
      sendSupportAction: [{ email: 'fuzz-support@example.test', name: 'Fuzz', message: 'A question from the fuzz test.', locale: 'en-US' }],
      answerSupportAction: [{ id: '00000000-0000-4000-8000-000000000000', answer: 'An answer from the fuzz test.' }],
      deleteAccountAction: [{ confirm: true }],
      unsubscribeAction: [form({ token: 'A'.repeat(43), locale: 'de-DE' })],
      confirmSubscriptionAction: [form({ token: 'A'.repeat(43), locale: 'fr-FR' })],
    };
    // Actions without input: nothing to parse; as admin they do their (audited) work.
    const noInput = new Set(['retryOutboxAction', 'unsubscribeNewsletterAction']);
    const d = await db();
    const reason = (await d.select({ key: schema.quitReasons.key }).from(schema.quitReasons).limit(1))[0]!.key;
    (validArgs.submitMotivationAction![0] as { reasons: string[] }).reasons = [reason];
    let actions = 0;
    for (const file of files) {
      const mod = (await import(`@/${file.replace(/\.tsx?$/, '')}`)) as Record<string, unknown>;
      for (const [name, fn] of Object.entries(mod)) {
        if (typeof fn !== 'function') continue;
        actions++;
        const valid = validArgs[name];
        const arb = valid
          ? fc.oneof({ weight: 4, arbitrary: mutated(valid) }, { weight: 1, arbitrary: fc.array(junk, { maxLength: 3 }) })
          : fc.array(junk, { maxLength: 3 });
        if (!valid && !noInput.has(name)) found.push(`${file}#${name}: no valid example in the fuzz test`);
        for (const who of ['anonymous', 'member', 'admin'] as const) {
          if (noInput.has(name) && who === 'admin') continue;
          await fuzz(
            `action ${name} (${who})`,
            arb,
            async (args) => {
              state.cookie = cookies[who];
              const result = (await (fn as (...a: unknown[]) => Promise<unknown>)(...(toForm(args) as unknown[]))) as { status?: unknown } | undefined;
              return ['ok', 'sent', 'deleted'].includes(result?.status as string) ? 200 : 400;
            },
            RUNS,
            !noInput.has(name),
            valid ? issueExamples(valid) : [],
          );
        }
      }
    }
    state.cookie = undefined;
    expect(actions).toBeGreaterThanOrEqual(14);
    expect(found).toEqual([]);
  }, 600_000);

  it("the admin pages' searchParams and params, through the parsers and queries the pages use", async () => {
    found.length = 0;
    const { purchaseSearch, purchasePage } = await import('@/lib/purchases');
    const { motivationSearch, motivationReport } = await import('@/lib/surveys/report');
    const { funnelSearch, funnel } = await import('@/lib/funnel');
    const { emailSearch, subscriberPage } = await import('@/lib/newsletter');
    const { outboxPage } = await import('@/lib/email');
    const { campaignDetail, findCode } = await import('@/lib/campaigns');
    const { searchText } = await import('@/lib/http/search-params');
    const d = await db();
    const value = fc.oneof(badParam, numericText, fc.constantFrom(...IMPOSSIBLE_DATES, '2026-01-01', 'ios', 'price', 'de-DE', 'active'), short);
    const search = fc.dictionary(rawQueryKey, fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 3 })), { maxKeys: 6 });
    const issue = [
      { from: '0000-00-00' },
      { page: '99999999999999999999' },
      { uid: '\u0000' },
      { to: '2026-02-31', from: '2026-99-99' },
      { product: '\\' },
      { page: ['2', '3'], uid: ['a', 'b'] },
    ];
    const pages: Record<string, (raw: Record<string, string | string[]>) => Promise<unknown>> = {
      purchases: (raw) => purchasePage(d, purchaseSearch(raw)),
      motivation: (raw) => {
        const s = motivationSearch(raw);
        return motivationReport(d, { from: s.from, to: s.to, locale: s.lang });
      },
      'onboarding-funnel': (raw) => funnel(d, funnelSearch(raw)),
      email: (raw) => {
        const s = emailSearch(raw);
        return Promise.all([subscriberPage(d, { status: s.status, locale: s.locale, page: s.page }), outboxPage(d, s.outbox)]);
      },
      'code-campaigns/[id]': async (raw) => {
        const id = String(raw.x ?? fx.campaignId);
        if (await campaignDetail(d, id)) await findCode(d, id, searchText(raw, 'code', 40));
      },
    };
    for (const [page, load] of Object.entries(pages)) {
      await fuzz(`admin page ${page}`, search, async (raw) => (await load(raw as Record<string, string | string[]>), 200), RUNS, false, issue);
    }
    expect(found).toEqual([]);
  }, 600_000);
});
