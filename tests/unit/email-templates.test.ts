import { describe, expect, it } from 'vitest';
import { accountCreatedEmail, newsletterEmail, subscribeVerifyEmail } from '@/lib/email/templates';

const U = 'https://exhale.example/unsubscribe/abc';

describe('emails are React Email documents in the brand’s look and the recipient’s language', () => {
  it('the confirmation email: a full HTML document in German with the teal button to the link and the unsubscribe link', async () => {
    const m = await subscribeVerifyEmail('de-DE', {
      email: 'a@example.com',
      verifyUrl: 'https://exhale.example/v/1',
      unsubscribeUrl: U,
      site: 'exhale.example',
    });
    expect(m.html).toMatch(/^<!DOCTYPE html/);
    expect(m.html).toContain('lang="de"');
    expect(m.html).toMatch(/<a href="https:\/\/exhale\.example\/v\/1"[^>]*background-color:#0f766e/);
    expect(m.html).toContain(`href="${U}"`);
    expect(m.html).toContain('a@example.com');
    expect(m.subject).toMatch(/Newsletter/);
    expect(m.text).toContain('https://exhale.example/v/1');
  });

  it('the account email links to setting the password', async () => {
    const m = await accountCreatedEmail('pl-PL', { setPasswordUrl: 'https://exhale.example/set?x=1&y=2', site: 'exhale.example' });
    expect(m.html).toContain('href="https://exhale.example/set?x=1&amp;y=2"');
    expect(m.html).toContain('lang="pl"');
  });

  it('a newsletter’s Markdown becomes links, emphasis, lists and headings; HTML and scripts stay text, javascript: links are not links', async () => {
    const body = [
      '## Week one',
      'You are **doing well** and _that matters_. Read [the NHS page](https://www.nhs.uk/better-health/quit-smoking/).',
      '- drink water\n- walk',
      '<script>alert(1)</script> <img src=x onerror=alert(1)>',
      '[click](javascript:alert(1)) ![pic](https://evil.example/p.png)',
    ].join('\n\n');
    const m = await newsletterEmail('en-US', { subject: 'Week one', body, unsubscribeUrl: U });
    expect(m.html).toMatch(/<h2[^>]*>Week one<\/h2>/);
    expect(m.html).toContain('<strong>doing well</strong>');
    expect(m.html).toContain('<em>that matters</em>');
    expect(m.html).toMatch(/<a href="https:\/\/www\.nhs\.uk\/better-health\/quit-smoking\/" style="color:#0f766e[^"]*">the NHS page<\/a>/);
    expect(m.html).toMatch(/<ul[^>]*>\s*<li>drink water<\/li>/);
    expect(m.html).not.toContain('<script');
    expect(m.html).not.toContain('<img src="x"');
    expect(m.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(m.html).not.toMatch(/href="javascript:/i);
    expect(m.html).not.toContain('<img src="https://evil.example');
    expect(m.html).toContain(`href="${U}"`);
    // The plain-text part is the Markdown itself with the unsubscribe line.
    expect(m.text).toBe(`${body}\n\nUnsubscribe: ${U}`);
  });
});
