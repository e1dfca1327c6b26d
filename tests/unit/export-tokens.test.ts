import { describe, expect, it } from 'vitest';
import { withoutTokens } from '@/lib/security/tokens';

const token = 'Qm9vdHN0cmFwLXRva2VuLTMyLWJ5dGVzLWxvbmctISE'; // 43 characters, base64url

describe('withoutTokens (the data export)', () => {
  it('replaces our tokens and Firebase action codes in links, inside strings and JSON values', () => {
    expect(token).toHaveLength(43);
    expect(
      withoutTokens({
        text: `Confirm: https://exhale.example/de/subscribe-verify/${token}\nReset: https://exhale.example/__/auth/action?mode=resetPassword&oobCode=AbC-12_x.y&apiKey=k`,
        headers: { 'List-Unsubscribe': `<https://exhale.example/api/newsletter/unsubscribe/${token}>` },
        list: [token],
      }),
    ).toEqual({
      text: 'Confirm: https://exhale.example/de/subscribe-verify/[removed]\nReset: https://exhale.example/__/auth/action?mode=resetPassword&oobCode=[removed]&apiKey=k',
      headers: { 'List-Unsubscribe': '<https://exhale.example/api/newsletter/unsubscribe/[removed]>' },
      list: ['[removed]'],
    });
  });

  it('replaces an action code in an HTML link too, where & is written &amp;', async () => {
    const { confirmAddressEmail } = await import('@/lib/email/templates');
    const url = 'https://exhale.example/de/login?mode=verifyEmail&oobCode=Live-Code_123.x';
    const mail = await confirmAddressEmail('de-DE', { email: 'a@example.test', confirmUrl: url, site: 'exhale.example' });
    expect(mail.html).toContain('mode=verifyEmail&amp;oobCode=Live-Code_123.x');
    const scrubbed = withoutTokens(mail);
    expect(JSON.stringify(scrubbed)).not.toContain('Live-Code_123');
    expect(scrubbed.html).toContain('mode=verifyEmail&amp;oobCode=[removed]');
    expect(scrubbed.text).toContain('mode=verifyEmail&oobCode=[removed]');
  });

  it('keeps what is not a token: ids, uids, dates, numbers, longer or shorter runs', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    const row = { id: 'AbCdEfGhIjKlMnOpQrStUv', uid: 'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9b', at: when, days: 30, long: `${token}x`, short: token.slice(1) };
    expect(withoutTokens(row)).toEqual(row);
  });
});
