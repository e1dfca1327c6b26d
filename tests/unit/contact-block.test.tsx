// @vitest-environment jsdom
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';

// The contact form of issue #35: the help page's last block in every language, and what the form says.
const calls: unknown[] = [];
vi.mock('@/lib/support/actions', () => ({ sendSupportAction: async (input: unknown) => (calls.push(input), { status: 'sent' }) }));
const { ContactForm } = await import('@/components/support/ContactForm');
const { blockRegistry } = await import('@/blocks/registry');

const root = process.cwd();
const stories = readdirSync(join(root, 'content', 'stories'));
type Blok = { component: string; headline?: string; intro?: string };

describe('the help page ends with the contact form, never with the developers’ operator note', () => {
  it.each(stories)('%s', (lang) => {
    const story = JSON.parse(readFileSync(join(root, 'content', 'stories', lang, 'help.json'), 'utf8')) as { content: { body: Blok[] } };
    const body = story.content.body;
    expect(body.map((b) => b.component)).not.toContain('operator');
    const last = body.at(-1)!;
    expect(last.component).toBe('contact_form');
    expect(last.headline?.length).toBeGreaterThan(5);
    expect(last.intro?.length).toBeGreaterThan(5);
  });

  it('the block is in the component schema wherever the operator block may go, and registered', () => {
    const schema = JSON.parse(readFileSync(join(root, 'content', 'components.json'), 'utf8')) as {
      components: Array<{ name: string; schema: Record<string, { component_whitelist?: string[] }> }>;
    };
    expect(schema.components.map((c) => c.name)).toContain('contact_form');
    const lists = schema.components.flatMap((c) => Object.values(c.schema).flatMap((f) => (f.component_whitelist ? [f.component_whitelist] : [])));
    for (const list of lists.filter((l) => l.includes('operator'))) expect(list).toContain('contact_form');
    expect(blockRegistry.contact_form).toBeDefined();
  });
});

function renderForm(operatorEmail: string | null, locale: 'en-US' | 'de-DE' = 'en-US') {
  const m = allMessages[locale];
  return render(
    <NextIntlClientProvider locale={locale} messages={{ Support: m.Support, Forms: m.Forms }}>
      <ContactForm operatorEmail={operatorEmail} />
    </NextIntlClientProvider>,
  );
}

describe('the contact form', () => {
  it('names no address and no "local instance" without a configured operator; names OPERATOR_EMAIL with one', () => {
    const { container, unmount } = renderForm(null);
    expect(container.textContent).not.toMatch(/local instance|operator/i);
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    unmount();
    renderForm('help@operator.test');
    expect(screen.getByRole('link', { name: 'help@operator.test' })).toHaveAttribute('href', 'mailto:help@operator.test');
  });

  it('says what is wrong on blur, sends nothing while it is, then tells the sender what happens next', async () => {
    renderForm(null, 'de-DE');
    const email = screen.getByLabelText('E-Mail-Adresse');
    fireEvent.change(email, { target: { value: 'kaputt' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    // The field says what is wrong, and the summary (a long form's) links to it.
    await waitFor(() => expect(document.getElementById('contact-message-error')).toHaveTextContent(/^Deine Nachricht: /));
    expect(screen.getByRole('link', { name: /^Deine Nachricht: / })).toHaveAttribute('href', '#contact-message');
    expect(calls).toEqual([]);

    fireEvent.change(email, { target: { value: 'Ana@Example.test' } });
    fireEvent.change(screen.getByLabelText('Deine Nachricht'), { target: { value: 'Wie ändere ich mein Datum?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Wir antworten dir so bald wie möglich per E-Mail an ana@example.test.'));
    expect(calls).toEqual([{ email: 'Ana@Example.test', name: undefined, message: 'Wie ändere ich mein Datum?', locale: 'de-DE' }]);
  });
});

describe('the contact form before its code loads (ContactSlot)', () => {
  it('is plain HTML that keeps what was typed, the message included, and sends it once the checks load', async () => {
    const { ContactSlot } = await import('@/components/support/ContactSlot');
    const m = allMessages['en-US'];
    render(
      <NextIntlClientProvider locale="en-US" messages={{ Support: m.Support, Forms: m.Forms }}>
        <ContactSlot operatorEmail={null} />
      </NextIntlClientProvider>,
    );
    calls.length = 0;
    const plain = screen.getByTestId('contact-form');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'slot@example.test' } });
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Typed before the code came.' } });
    fireEvent.submit(plain);
    await waitFor(() => expect(calls).toEqual([{ email: 'slot@example.test', name: undefined, message: 'Typed before the code came.', locale: 'en-US' }]));
    expect(await screen.findByRole('status')).toHaveTextContent('slot@example.test');
  });
});
