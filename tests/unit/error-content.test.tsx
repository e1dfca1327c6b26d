// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ServerErrorContent } from '@/components/errors/ServerErrorContent';
import { useIsBot } from '@/components/errors/useIsBot';
import de from '@/messages/de-DE.json';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Says what the bot check answered, beside the page, so a test can wait for the answer. */
function Probe() {
  const bot = useIsBot();
  return <output data-testid="bot">{String(bot)}</output>;
}

function show(userAgent: string, admin = false) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return render(
    <NextIntlClientProvider locale="de-DE" messages={{ Errors: de.Errors }}>
      <Probe />
      <main>
        <ServerErrorContent error={new Error('boom')} admin={admin} />
      </main>
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the server-error page of the error boundaries', () => {
  it('shows a person the localized page with links home and to help in their language', async () => {
    show(CHROME);
    await vi.waitFor(() => expect(screen.getByTestId('bot').textContent).toBe('false'));
    expect(await screen.findByRole('heading', { level: 1, name: de.Errors.serverErrorTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: de.Errors.backHome }).getAttribute('href')).toBe('/de');
    expect(screen.getByRole('link', { name: de.Errors.help }).getAttribute('href')).toBe('/de/help');
  });

  it('links admins to the admin overview', async () => {
    show(CHROME, true);
    expect((await screen.findByRole('link', { name: de.Errors.adminHome })).getAttribute('href')).toBe('/de/admin');
  });

  it('renders nothing for a bot (spec §2), and logs the error', async () => {
    const { container } = show(GOOGLEBOT);
    await vi.waitFor(() => expect(screen.getByTestId('bot').textContent).toBe('true'));
    expect(container.querySelector('main')!.innerHTML).toBe('');
    expect(console.error).toHaveBeenCalledWith(new Error('boom'));
  });
});
