// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en-US.json';
import de from '@/messages/de-DE.json';
import { dateFormat } from '@/lib/i18n/dates';

// Issue #35, the email page: a finished send that found nobody says "No recipients" (not "Done" with
// "0 of 0 messages sent" and an empty bar); "Send newsletter" is unavailable, with the reason, while
// there is no active subscriber; a send's date reads as the page's other dates (one format per language).
// The router and the Server Actions are replaced (the page's e2e test, admin-email.spec.ts, runs the real ones).
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));
vi.mock('@/lib/newsletter/actions', () => ({
  controlSendAction: async () => ({ status: 'ok' }),
  previewNewsletterAction: async () => ({ status: 'ok' }),
  sendNewsletterAction: async () => ({ status: 'ok' }),
}));
vi.mock('@/lib/email/actions', () => ({ retryOutboxAction: async () => ({ status: 'ok' }) }));

const { SendJobs } = await import('@/components/admin/SendJobs');
const { NewsletterForm } = await import('@/components/admin/NewsletterForm');

const job = (over: Partial<Parameters<typeof SendJobs>[0]['sends'][number]>) => ({
  id: crypto.randomUUID(),
  subject: 'Winter news',
  locales: ['en-US'],
  status: 'done' as const,
  total: 3,
  sent: 3,
  failed: 0,
  rate: 0,
  secondsLeft: null,
  created: dateFormat('en-US', 'UTC').moment('2026-11-28T15:04:00Z'),
  ...over,
});

const inEnglish = (children: React.ReactNode) => (
  <NextIntlClientProvider locale="en-US" timeZone="UTC" messages={{ AdminUi: en.AdminUi, Forms: en.Forms }}>
    {children}
  </NextIntlClientProvider>
);

describe('the email page’s sends and form (components/admin/SendJobs, NewsletterForm)', () => {
  it('a finished send with no recipients says so, without a progress bar; one with recipients shows its numbers', () => {
    render(inEnglish(<SendJobs sends={[job({ subject: 'Nobody', total: 0, sent: 0 }), job({ subject: 'Three' })]} />));
    const [nobody, three] = screen.getAllByRole('listitem');
    expect(within(nobody!).getByText('No recipients')).toBeInTheDocument();
    expect(within(nobody!).queryByText('Done')).toBeNull();
    expect(nobody).toHaveTextContent(en.AdminUi.email.jobNoRecipientsText);
    expect(nobody).not.toHaveTextContent(/0 of 0/);
    expect(within(nobody!).queryByRole('progressbar')).toBeNull();
    expect(within(three!).getByText('Done')).toBeInTheDocument();
    expect(three).toHaveTextContent('3 of 3 messages sent');
    expect(within(three!).getByRole('progressbar')).toBeInTheDocument();
  });

  it('a send’s date is the page’s one format ("Nov 28, 2026, 3:04 PM"), not a numeric short date', () => {
    render(inEnglish(<SendJobs sends={[job({})]} />));
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent(/Nov 28, 2026, 3:04\sPM/);
    expect(item).not.toHaveTextContent('11/28/26');
  });

  it('"Send newsletter" is unavailable while there is no active subscriber, and says why', () => {
    const { rerender } = render(inEnglish(<NewsletterForm activeSubscribers={0} />));
    const send = screen.getByRole('button', { name: 'Send newsletter' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(en.AdminUi.email.noActiveSubscribers);
    rerender(inEnglish(<NewsletterForm activeSubscribers={2} />));
    expect(screen.getByRole('button', { name: 'Send newsletter' })).toBeEnabled();
    expect(screen.queryByText(en.AdminUi.email.noActiveSubscribers)).toBeNull();
  });

  it('the reason is in the page’s language', () => {
    render(
      <NextIntlClientProvider locale="de-DE" timeZone="UTC" messages={{ AdminUi: de.AdminUi, Forms: de.Forms }}>
        <NewsletterForm activeSubscribers={0} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('button', { name: de.AdminUi.email.send })).toHaveAccessibleDescription(de.AdminUi.email.noActiveSubscribers);
  });
});
