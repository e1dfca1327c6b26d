// The app stopped and started again on the same data (issue #37), on a stack of its own (./harness.ts):
// sessions stay valid, data stays, migrations run again without harm, and email and newsletters still
// go out through the job queue to a real SMTP server.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../scripts/serve.mjs';
import { launchBrowser, newPage } from './browser';
import { ADMIN, appLog, BOUND_MS, MEMBER, restartApp, site, startStack, stopStack, type Stack } from './harness';
import { request, sessionCookie } from './http';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close().catch(() => {});
  await stopStack(stack);
});

describe('restart on the same data (issue #37)', () => {
  /** The emails the SMTP server received for `to`, with quoted-printable soft breaks undone. */
  const mailsTo = (to: string) =>
    stack
      .smtp!.received.filter((m) => m.to === to)
      .map((m) => ({ subject: m.headers['subject'] ?? '', body: m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') }));

  /** Subscribes `email` in the footer (English), confirms with the link the SMTP server received. */
  async function subscribe(email: string) {
    const { context, page } = await newPage(browser);
    await page.goto('/help', { timeout: BOUND_MS });
    const form = page.locator('.newsletter');
    await waitFor('the footer newsletter form ready', async () => {
      await form.getByLabel('Email address').blur();
      await form.getByLabel('Email address').focus();
      return (await page.locator('.newsletter[data-ready]').count()) > 0;
    });
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel(/I would like to receive/).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // The confirmation email goes through the job queue to the SMTP server.
    await waitFor(`the confirmation email to ${email}`, async () => mailsTo(email).length === 1, 30_000);
    const link = /https?:\/\/[^\s"<>]*\/subscribe-verify\/[A-Za-z0-9_-]{43}/.exec(mailsTo(email)[0]!.body)?.[0];
    expect(link, 'a confirmation link in the email').toBeTruthy();
    await page.goto(new URL(new URL(link!).pathname, site).toString(), { timeout: BOUND_MS });
    await page.locator('form:has(input[name="token"]) button[type="submit"]').click();
    await page.waitForURL(/\/subscribe-verify\/success$/, { timeout: BOUND_MS });
    await context.close();
  }

  it('sessions stay valid, data stays, and a newsletter and a confirmation email go out after the restart', { timeout: 300_000 }, async () => {
    const health = async () => {
      const r = await request('/api/health');
      return { status: r.status, body: JSON.parse(r.text) as { jobs: { worker: string } } };
    };
    await waitFor('the worker running before the restart', async () => (await health()).body.jobs.worker === 'running', 60_000);
    const adminCookie = await sessionCookie(ADMIN);
    const memberCookie = await sessionCookie(MEMBER);
    const stamp = Date.now().toString(36);
    const before = `restart-before-${stamp}@example.test`;
    await subscribe(before);

    await restartApp(stack);
    await restartApp(stack); // a third start too: every start after the first took the same path

    // The worker starts on existing data: the health answer says so, the email page shows no alert.
    await waitFor('the worker running after the restart', async () => (await health()).body.jobs.worker === 'running', 60_000);
    expect((await health()).status).toBe(200);
    expect(readFileSync(appLog, 'utf8')).not.toContain('could not start');
    // Sessions made before the restart still open the member and admin areas.
    expect((await request('/account', { cookie: memberCookie })).status).toBe(200);
    const email = await request('/admin/email', { cookie: adminCookie });
    expect(email.status).toBe(200);
    expect(email.text).not.toContain('data-testid="worker-stopped"');

    // A newsletter to English subscribers reaches the one confirmed before the restart.
    const { context, page } = await newPage(browser, adminCookie);
    await page.goto('/admin/email', { timeout: BOUND_MS });
    const subject = `After the restart ${stamp}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Text').fill('Still here.');
    for (const lang of ['Deutsch', 'Français', 'Nederlands', 'Español', 'Русский', 'Italiano', 'Português', 'Polski'])
      await page.getByLabel(lang, { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Send newsletter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send newsletter' }).click();
    await waitFor(`the newsletter at ${before}`, async () => mailsTo(before).some((m) => m.subject === subject), 60_000);
    await context.close();

    // A transactional email after the restart: a new subscriber's confirmation.
    await subscribe(`restart-after-${stamp}@example.test`);
    expect(stack.app.exited()).toBe(false);
  });
});
