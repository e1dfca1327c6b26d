import { expect, test, type Page } from '@playwright/test';
import { joinAsNewFriend, signedIn, uniqueEmail } from './helpers';
import { expectAccessible } from './axe';

/**
 * Challenges people do together (issue #34), in English and German: the owner starts a challenge on
 * /account, a friend joins through the invitation, sets a plan and checks in on /account; the owner
 * sees the friend's state by the name the challenge shows (an initial: the friend has no display
 * name) and nothing else of them. The friend leaves (by keyboard, through the page's dialog) and is
 * no longer shown; the owner deletes the challenge.
 */
const cases = [
  {
    locale: 'en-US',
    account: '/account',
    start: 'Start the challenge',
    you: 'you',
    none: 'Not checked in yet',
    nobody: 'Nobody has checked in today yet.',
    smokeFree: 'Checked in smoke-free',
    days: /^Together: 1 smoke-free day since the challenge began/,
    waiting: 'Not checked in yet today: F.',
    manage: 'Manage the challenge',
    remove: 'Remove F.',
    del: 'Delete the challenge',
    empty: 'You are not in a challenge yet.',
  },
  {
    locale: 'de-DE',
    account: '/de/mein-exhale',
    start: 'Challenge starten',
    you: 'du',
    none: 'Noch nicht eingecheckt',
    nobody: 'Heute hat noch niemand eingecheckt.',
    smokeFree: 'Rauchfrei eingecheckt',
    days: /^Gemeinsam: 1 rauchfreier Tag seit dem Start der Challenge/,
    waiting: 'Heute noch nicht eingecheckt: F.',
    manage: 'Challenge verwalten',
    remove: 'F. entfernen',
    del: 'Challenge löschen',
    empty: 'Du bist noch in keiner Challenge.',
  },
];

/** The friend's quit plan (the browser's zone is proposed) and a smoke-free check-in with a note only they may read. */
async function planAndCheckIn(page: Page) {
  const section = page.locator('section[aria-labelledby="journey-title"]');
  const form = section.locator('form[aria-labelledby="plan-form-title"]');
  await form.locator('#plan-quit-date').fill(new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10));
  await form.locator('#plan-per-day').fill('15');
  await form.locator('#plan-pack-price').fill('8');
  await form.locator('#plan-pack-size').fill('20');
  await form.locator('#plan-currency').selectOption('EUR');
  await form.locator('button[type="submit"]').click();
  const checkIn = section.locator('form[aria-labelledby="check-in-title"]');
  await checkIn.locator('input[name="smoke-free"]').first().check();
  await checkIn.locator('input[name="craving"][value="6"]').check({ force: true });
  await checkIn.locator('#check-in-note').fill('only-for-me note');
  await checkIn.locator('button[type="submit"]').click();
  await expect(section.getByTestId('check-in-calendar').locator('li').last()).toHaveClass(/free/);
}

for (const c of cases) {
  test(`${c.locale}: a friend joins, checks in; the owner sees their state by name and nothing else; the friend leaves`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    // The owner in Los Angeles, the friend in Tokyo: the friend's today is the owner's today or the next day.
    const owner = await signedIn(browser, baseURL!, uniqueEmail('owner'), 'owner-pass-1', 'confirmed', {
      locale: c.locale,
      timezoneId: 'America/Los_Angeles',
    });
    await owner.goto(c.account);
    // Once the page's scripts run (the form checks its fields in the browser).
    await owner.waitForLoadState('networkidle');
    const days = owner.locator('#challenge-days');
    await expect(async () => {
      await days.fill('14');
      await expect(days).toHaveValue('14', { timeout: 500 });
    }).toPass();
    await owner.getByRole('button', { name: c.start }).click();
    await expect(owner).toHaveURL(/\/challenge-invite\/[A-Za-z0-9_-]{43}$/);
    const token = new URL(owner.url()).pathname.split('/').pop()!;

    // The friend joins through the (English) invitation page as a new member.
    const friendContext = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Tokyo' });
    const friend = await friendContext.newPage();
    const invitePath = `/challenge-invite/${token}`;
    await friend.goto(invitePath);
    const friendEmail = await joinAsNewFriend(friend, invitePath);

    // Before anyone checks in: both not yet, and the owner is told who has not checked in.
    await owner.goto(c.account);
    const card = owner.getByTestId('challenge');
    const today = card.getByTestId('challenge-today').getByRole('listitem');
    await expect(today).toHaveText([`O. (${c.you}) ${c.none}`, `F. ${c.none}`]);
    await expect(card.getByText(c.nobody)).toBeVisible();
    await expect(card.getByTestId('not-checked-in')).toHaveText(c.waiting);

    // The friend checks in on /account and sees themself checked in.
    await friend.goto('/account');
    await planAndCheckIn(friend);
    await friend.reload();
    await expect(friend.getByTestId('challenge').getByTestId('challenge-today').getByRole('listitem')).toHaveText([
      'O. Not checked in yet',
      'F. (you) Checked in smoke-free',
    ]);

    // The owner sees the friend's state by name, the group's day, nobody left to wait for, and nothing else of the friend.
    await owner.reload();
    await expect(today).toHaveText([`O. (${c.you}) ${c.none}`, `F. ${c.smokeFree}`]);
    await expect(card.getByTestId('challenge-smoke-free-days')).toHaveText(c.days);
    await expect(card.getByTestId('not-checked-in')).toHaveCount(0);
    await expect(card.getByText(c.nobody)).toHaveCount(0);
    const html = await owner.content();
    expect(html).not.toContain(friendEmail);
    expect(html).not.toContain('only-for-me note');
    await expectAccessible(owner);
    await card.getByText(c.manage).click();
    await expect(card.getByRole('button', { name: c.remove })).toBeVisible();
    await expectAccessible(owner);

    // The friend leaves, by keyboard, confirming in the page's dialog; the challenge is gone from their /account.
    await friend.getByRole('button', { name: 'Leave the challenge' }).focus();
    await friend.keyboard.press('Enter');
    const dialog = friend.getByRole('dialog', { name: 'Leave the challenge' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You can join again later through a working invitation link.');
    await expectAccessible(friend);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await friend.keyboard.press('Tab');
    await friend.keyboard.press('Enter');
    await expect(friend.getByTestId('challenge')).toHaveCount(0);
    await expect(friend.getByText('You are not in a challenge yet.')).toBeVisible();
    await friendContext.close();

    // The owner no longer sees the friend; then deletes the challenge.
    await owner.reload();
    await expect(today).toHaveText([`O. (${c.you}) ${c.none}`]);
    await card.getByText(c.manage).click();
    await expect(card.getByRole('button', { name: c.remove })).toHaveCount(0);
    await card.getByRole('button', { name: c.del }).click();
    await owner.getByRole('dialog', { name: c.del }).getByRole('button', { name: c.del }).click();
    await expect(owner.getByTestId('challenge')).toHaveCount(0);
    await expect(owner.getByText(c.empty)).toBeVisible();
    await owner.context().close();
  });
}
