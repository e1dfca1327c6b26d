import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '@/lib/db';
import { newsletterDeliveries, newsletterSends, subscriptions } from '@/lib/newsletter/tables';
import { outbox } from '@/lib/email/tables';
import { dbTargets, freshDb } from './db-targets';
import { smtpSink } from './smtp-sink';

vi.setConfig({ testTimeout: 60_000 });
const { startBoss, QUEUES } = await import('@/lib/jobs/boss');
const { startWorker } = await import('@/lib/compose/worker');
const { createSend, runSlice } = await import('@/lib/newsletter/send');
const { controlSend, sendProgress } = await import('@/lib/newsletter/send-control');
const { deliver, outboxPage, sendMail, smtpTransport } = await import('@/lib/email');
const { hashToken, newToken } = await import('@/lib/security/tokens');

const SITE = 'https://exhale.example';
const FROM = 'Exhale <hello@exhale.example>';
const config = { ratePerSecond: 1000, concurrency: 4, leaseSeconds: 4, retrySeconds: 1, maxAttempts: 3, workerInApp: true, pollSeconds: 0.5 };

async function addSubscribers(db: Db, prefix: string, n: number, locale: string, status: 'active' | 'pending' = 'active') {
  const emails = Array.from({ length: n }, (_, i) => `${prefix}-${i}@example.test`.toLowerCase());
  await db.insert(subscriptions).values(emails.map((email) => ({ email, locale, status, unsubscribeTokenHash: hashToken(newToken()) })));
  return emails;
}

async function waitForSend(db: Db, id: string, status = 'done', timeout = 30_000) {
  await vi.waitFor(
    async () => {
      const [s] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, id));
      expect(s?.status).toBe(status);
    },
    { timeout, interval: 200 },
  );
}

for (const [name, url] of dbTargets) {
  describe.skipIf(!url)(`newsletters and email go through the job queue to a real SMTP server (${name})`, () => {
    let db: Db;
    let close: () => Promise<void>;
    let boss: PgBoss;
    beforeAll(async () => {
      ({ db, close } = await freshDb(url!));
      boss = await startBoss(db, config);
    });
    afterAll(async () => {
      await boss?.stop({ graceful: false, wait: true });
      await close?.();
    });

    async function worker(smtpUrl: string) {
      return startWorker({ db, boss, config, siteUrl: SITE, mail: { transport: await smtpTransport(smtpUrl), from: FROM } });
    }

    it('a newsletter job reaches every active subscriber of its languages exactly once, with one-click unsubscribe headers', async () => {
      const smtp = await smtpSink();
      const stop = await worker(smtp.url);
      try {
        const en = await addSubscribers(db, `en-${name}`, 40, 'en-US');
        const de = await addSubscribers(db, `de-${name}`, 25, 'de-DE');
        const fr = await addSubscribers(db, `fr-${name}`, 5, 'fr-FR');
        const pending = await addSubscribers(db, `pending-${name}`, 3, 'en-US', 'pending');
        const { id } = await createSend(db, {
          subject: 'Spring issue',
          body: 'Hello **there**.\n\nRead [more](https://exhale.example/en).',
          locales: ['en-US', 'de-DE'],
        });
        await boss.send(QUEUES.newsletter, { sendId: id });
        await waitForSend(db, id);

        const to = smtp.received.map((m) => m.to).sort();
        expect(to).toEqual([...en, ...de].sort());
        expect(new Set(to).size).toBe(to.length);
        for (const m of [...fr, ...pending]) expect(to).not.toContain(m);
        for (const m of smtp.received) {
          expect(m.headers['subject']).toBe('Spring issue');
          expect(m.headers['list-unsubscribe']).toMatch(/^<https:\/\/exhale\.example\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
          expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
          expect(m.headers['message-id']).toMatch(new RegExp(`^<newsletter-${id}-[0-9a-f-]{36}@exhale\\.example>$`));
        }
        const [p] = await sendProgress(db, { ids: [id] });
        expect(p).toMatchObject({ status: 'done', total: 65, sent: 65, failed: 0 });
      } finally {
        await stop();
        await smtp.close();
      }
    });

    it('a refused recipient is retried with backoff and then marked failed with the error; a dropped connection is retried and sent', async () => {
      const smtp = await smtpSink((to, attempt) => (to.startsWith('refused') ? 'refuse' : to.startsWith('dropped') && attempt === 1 ? 'drop' : 'accept'));
      const stop = await worker(smtp.url);
      try {
        const [refused] = await addSubscribers(db, `refused-${name}`, 1, 'pl-PL');
        const [dropped] = await addSubscribers(db, `dropped-${name}`, 1, 'pl-PL');
        const fine = await addSubscribers(db, `fine-${name}`, 3, 'pl-PL');
        const { id } = await createSend(db, { subject: 'Retry issue', body: 'Some text here.', locales: ['pl-PL'] });
        await boss.send(QUEUES.newsletter, { sendId: id });
        await waitForSend(db, id);

        expect(smtp.attempts.get(refused!)).toBe(config.maxAttempts);
        expect(smtp.received.map((m) => m.to).sort()).toEqual([dropped!, ...fine].sort());
        const rows = await db
          .select({ email: subscriptions.email, state: newsletterDeliveries.state, attempts: newsletterDeliveries.attempts, error: newsletterDeliveries.error })
          .from(newsletterDeliveries)
          .innerJoin(subscriptions, eq(subscriptions.id, newsletterDeliveries.subscriptionId))
          .where(eq(newsletterDeliveries.sendId, id));
        expect(rows.find((r) => r.email === refused)).toMatchObject({ state: 'failed', attempts: 3, error: expect.stringContaining('550') });
        expect(rows.find((r) => r.email === dropped)).toMatchObject({ state: 'sent', attempts: 2 });
        const [p] = await sendProgress(db, { ids: [id] });
        expect(p).toMatchObject({ status: 'done', total: 5, sent: 4, failed: 1 });
      } finally {
        await stop();
        await smtp.close();
      }
    });

    it('an admin pauses a send mid-way and resumes it, then cancels another: nobody gets it twice, the cancelled rest gets nothing', async () => {
      const smtp = await smtpSink();
      const transport = await smtpTransport(smtp.url);
      try {
        const emails = await addSubscribers(db, `control-${name}`, 30, 'nl-NL');
        const { id } = await createSend(db, { subject: 'Paused issue', body: 'Some text here.', locales: ['nl-NL'] });
        let slots = 0;
        const deps = { siteUrl: SITE, mail: { transport, from: FROM }, concurrency: 2, leaseSeconds: 30, retrySeconds: 1, maxAttempts: 3 };
        // The admin presses Pause while the 10th message waits for its slot.
        const paused = await runSlice(db, id, { ...deps, throttle: async () => (++slots === 10 ? controlSend(db, id, 'pause') : undefined) }, 60_000);
        expect(paused).toBeNull();
        let [p] = await sendProgress(db, { ids: [id] });
        expect(p!.status).toBe('paused');
        expect(p!.sent).toBeGreaterThanOrEqual(10);
        expect(p!.sent).toBeLessThan(30);
        expect(smtp.received).toHaveLength(p!.sent);
        expect(await controlSend(db, id, 'pause')).toBe(false); // already paused
        expect(await controlSend(db, id, 'resume')).toBe(true);
        expect(await runSlice(db, id, { ...deps, throttle: async () => undefined }, 60_000)).toBeNull();
        [p] = await sendProgress(db, { ids: [id] });
        expect(p).toMatchObject({ status: 'done', total: 30, sent: 30, failed: 0 });
        expect(smtp.received.map((m) => m.to).sort()).toEqual([...emails].sort());

        const { id: other } = await createSend(db, { subject: 'Cancelled issue', body: 'Some text here.', locales: ['nl-NL'] });
        slots = 0;
        expect(await runSlice(db, other, { ...deps, throttle: async () => (++slots === 5 ? controlSend(db, other, 'cancel') : undefined) }, 60_000)).toBeNull();
        [p] = await sendProgress(db, { ids: [other] });
        expect(p!.status).toBe('cancelled');
        expect(p!.sent + p!.cancelled).toBe(30);
        expect(p!.sent).toBeLessThan(10);
        expect(smtp.received.filter((m) => m.headers['subject'] === 'Cancelled issue')).toHaveLength(p!.sent);
        expect(await controlSend(db, other, 'resume')).toBe(false);
      } finally {
        await smtp.close();
      }
    });

    it('transactional mail is queued and sent by the worker; a refusing server leaves it failed with its error after the retries', async () => {
      const smtp = await smtpSink((to) => (to.startsWith('nobody') ? 'refuse' : 'accept'));
      const stop = await worker(smtp.url);
      const deps = { transport: await smtpTransport(smtp.url), from: FROM, enqueue: (id: string) => boss.send(QUEUES.mail, { id }) };
      try {
        // Links with tokens, as the real templates make them (lib/security/tokens).
        const token = newToken();
        const link = `${SITE}/subscribe-verify/${token}`;
        const mail = {
          subject: 'Confirm',
          text: `Please confirm: ${link}`,
          html: `<p><a href="${link}">Please confirm.</a></p>`,
          template: 'subscribe-verify',
          locale: 'en-US',
        };
        const unsubscribe = `<${SITE}/api/newsletter/unsubscribe/${token}>`;
        const started = Date.now();
        const ok = await sendMail(db, { ...mail, to: `someone-${name.toLowerCase()}@example.test`, headers: { 'List-Unsubscribe': unsubscribe } }, deps);
        const bad = await sendMail(db, { ...mail, to: `nobody-${name.toLowerCase()}@example.test` }, deps);
        // The caller only queued them: nothing was sent yet.
        expect(Date.now() - started).toBeLessThan(1000);
        await vi.waitFor(async () => expect((await db.select().from(outbox).where(eq(outbox.id, ok)))[0]?.status).toBe('sent'), {
          timeout: 15_000,
          interval: 200,
        });
        expect(smtp.received.filter((m) => m.to === `someone-${name.toLowerCase()}@example.test`)).toHaveLength(1);
        expect(smtp.received[0]!.headers['list-unsubscribe']).toBe(unsubscribe);
        expect(smtp.received[0]!.raw).toContain(token);
        // The server has it: the outbox's copy keeps no live link.
        const [sent] = await db.select().from(outbox).where(eq(outbox.id, ok));
        expect(JSON.stringify([sent!.text, sent!.html, sent!.headers])).not.toContain(token);
        expect(sent!.text).toBe(`Please confirm: ${SITE}/subscribe-verify/[removed]`);
        expect(sent!.headers['List-Unsubscribe']).toBe(`<${SITE}/api/newsletter/unsubscribe/[removed]>`);
        await vi.waitFor(
          async () => {
            const [row] = await db.select().from(outbox).where(eq(outbox.id, bad));
            expect(row).toMatchObject({ status: 'failed', attempts: config.maxAttempts, error: expect.stringContaining('550') });
          },
          { timeout: 30_000, interval: 250 },
        );
        expect(smtp.attempts.get(`nobody-${name.toLowerCase()}@example.test`)).toBe(config.maxAttempts);
        expect(smtp.received.filter((m) => m.to === `nobody-${name.toLowerCase()}@example.test`)).toHaveLength(0);
        // Not delivered: it keeps its links, so "send failed messages again" sends a working email.
        expect((await db.select().from(outbox).where(eq(outbox.id, bad)))[0]!.text).toContain(token);
        // The admin's outbox page shows the failed message without them: the link is the addressee's.
        const shown = (await outboxPage(db, 1)).find((m) => m.id === bad)!;
        expect(shown).toMatchObject({ status: 'failed', text: `Please confirm: ${SITE}/subscribe-verify/[removed]` });
        expect(JSON.stringify(shown)).not.toContain(token);
      } finally {
        await stop();
        await smtp.close();
      }
    });

    it('a worker whose lease ran out while its SMTP server was slow leaves the message to the worker that took it over', async () => {
      const smtp = await smtpSink();
      const real = await smtpTransport(smtp.url);
      try {
        const token = newToken();
        const queued = (id: string) => Promise.resolve(id);
        const id = await sendMail(
          db,
          {
            to: `slow-${name.toLowerCase()}@example.test`,
            subject: 'Confirm',
            text: `${SITE}/subscribe-verify/${token}`,
            html: '<p>Confirm</p>',
            template: 'subscribe-verify',
            locale: 'en-US',
          },
          { transport: real, from: FROM, enqueue: queued },
        );
        // While the first worker's server takes its time, its lease ends and a second worker claims the
        // message (one attempt more), as deliver's claim lets it.
        const slow = {
          async send(message: Parameters<typeof real.send>[0]) {
            await db
              .update(outbox)
              .set({ attempts: sql`${outbox.attempts} + 1`, status: 'sending' })
              .where(eq(outbox.id, id));
            await real.send(message);
          },
        };
        expect(await deliver(db, id, { transport: slow, from: FROM })).toBe('sent');
        // The first worker's "sent" and its scrubbed copy do not overwrite the second worker's claim: its
        // own send (or its retry, should it fail) still has the working link.
        const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
        expect(row).toMatchObject({ status: 'sending', attempts: 2 });
        expect(row!.text).toContain(token);
      } finally {
        await smtp.close();
      }
    });
  });
}
