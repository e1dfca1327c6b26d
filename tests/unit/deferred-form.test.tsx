// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { NextIntlClientProvider } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';
import { MAX_QUIT_DATE_DAYS } from '@/lib/surveys/schema';
import { readForm, useDeferredForm, useStartFrom, type StartProps } from '@/components/forms/deferred';

// Deferred forms (components/forms/deferred.ts): what a visitor does in the plain form before the real
// one loads (text, a single checkbox, radio groups, groups of checkboxes) carries over to it.
const calls: unknown[] = [];
vi.mock('@/lib/surveys/actions', () => ({ submitMotivationAction: async (input: unknown) => (calls.push(input), { status: 'ok' }) }));
const { MotivationSlot } = await import('@/components/surveys/MotivationSlot');
const { MotivationForm } = await import('@/components/surveys/MotivationForm');

function formOf(html: string) {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('readForm', () => {
  it('reads text, a single checkbox as checked or not, a radio group as its checked value, and a checkbox group as the values checked', () => {
    const form = formOf(`
      <input name="email" value="a@example.test"><textarea name="message">Hi</textarea>
      <input type="checkbox" name="consent" checked><input type="checkbox" name="terms">
      <input type="radio" name="readiness" value="0"><input type="radio" name="readiness" value="8" checked><input type="radio" name="readiness" value="10">
      <input type="radio" name="confidence" value="0"><input type="radio" name="confidence" value="1">
      <input type="checkbox" name="reasons" value="health" checked><input type="checkbox" name="reasons" value="money"><input type="checkbox" name="reasons" value="family" checked>
      <input type="checkbox" name="interests" value="app"><input type="checkbox" name="interests" value="tips">`);
    expect(readForm(form)).toEqual({
      email: 'a@example.test',
      message: 'Hi',
      consent: true,
      terms: false,
      readiness: '8',
      confidence: '',
      reasons: ['health', 'family'],
      interests: [],
    });
    expect(readForm(null)).toEqual({});
  });
});

// A small real form: an email and a consent checkbox without a value attribute (as the newsletter's),
// a radio group and a group of checkboxes; what it sends is kept in `sent`.
const sent: unknown[] = [];
function Real({ start }: StartProps) {
  const form = useForm<{ email: string; consent: boolean; topic: string; days: string[] }>({
    defaultValues: { email: '', consent: false, topic: '', days: [] },
  });
  const ref = useStartFrom(start, form);
  return (
    <form ref={ref} data-testid="real" onSubmit={form.handleSubmit((values) => void sent.push(values))}>
      <input aria-label="Email" {...form.register('email')} />
      <input type="checkbox" aria-label="Consent" {...form.register('consent')} />
      {['a', 'b'].map((v) => (
        <input key={v} type="radio" aria-label={`Topic ${v}`} value={v} {...form.register('topic')} />
      ))}
      {['mon', 'tue', 'wed'].map((v) => (
        <input key={v} type="checkbox" aria-label={`Day ${v}`} value={v} {...form.register('days')} />
      ))}
    </form>
  );
}
const loadReal = async () => Real;

function Slot() {
  const { Loaded, start, region, form } = useDeferredForm(loadReal, { idle: false });
  if (Loaded) return <Loaded start={start} />;
  return (
    <div {...region}>
      <form {...form} data-testid="plain">
        <input aria-label="Email" name="email" />
        <input type="checkbox" aria-label="Consent" name="consent" />
        {['a', 'b'].map((v) => (
          <input key={v} type="radio" aria-label={`Topic ${v}`} name="topic" value={v} />
        ))}
        {['mon', 'tue', 'wed'].map((v) => (
          <input key={v} type="checkbox" aria-label={`Day ${v}`} name="days" value={v} />
        ))}
      </form>
    </div>
  );
}

describe('useDeferredForm and useStartFrom', () => {
  it('carry text, a consent checkbox (a boolean), the checked radio and the checked boxes of a group over to the real form', async () => {
    render(<Slot />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'b@example.test' } });
    fireEvent.click(screen.getByLabelText('Consent'));
    fireEvent.click(screen.getByLabelText('Topic b'));
    fireEvent.click(screen.getByLabelText('Day mon'));
    fireEvent.click(screen.getByLabelText('Day wed'));
    await act(async () => fireEvent.pointerEnter(screen.getByTestId('plain').parentElement!));
    const real = await screen.findByTestId('real');
    sent.length = 0;
    fireEvent.submit(real);
    await waitFor(() => expect(sent).toEqual([{ email: 'b@example.test', consent: true, topic: 'b', days: ['mon', 'wed'] }]));
    expect(within(real).getByLabelText('Topic b')).toBeChecked();
    expect(within(real).getByLabelText('Topic a')).not.toBeChecked();
    expect(within(real).getByLabelText('Day mon')).toBeChecked();
    expect(within(real).getByLabelText('Day tue')).not.toBeChecked();
    expect(within(real).getByLabelText('Day wed')).toBeChecked();
    expect(within(real).getByLabelText('Consent')).toBeChecked();
  });

  it('leaves the real form at its defaults when nothing was picked', async () => {
    render(<Slot />);
    await act(async () => fireEvent.pointerEnter(screen.getByTestId('plain').parentElement!));
    const real = await screen.findByTestId('real');
    sent.length = 0;
    fireEvent.submit(real);
    await waitFor(() => expect(sent).toEqual([{ email: '', consent: false, topic: '', days: [] }]));
  });
});

const options = {
  reasons: [
    { key: 'health', label: 'My health' },
    { key: 'money', label: 'Money' },
    { key: 'family', label: 'My family' },
  ],
  interests: [
    { key: 'app', label: 'The app' },
    { key: 'tips', label: 'Tips' },
  ],
};

function withMessages(children: React.ReactNode) {
  const m = allMessages['en-US'];
  return (
    <NextIntlClientProvider locale="en-US" messages={{ Survey: m.Survey, Forms: m.Forms }}>
      {children}
    </NextIntlClientProvider>
  );
}

describe('the motivation survey before its code loads (MotivationSlot)', () => {
  it('is the same markup as the real form, so nothing moves when the code arrives', () => {
    const plain = render(withMessages(<MotivationSlot {...options} days={MAX_QUIT_DATE_DAYS} appOffered={false} />)).container.innerHTML;
    const real = render(withMessages(<MotivationForm {...options} />)).container.innerHTML;
    expect(real.replace(' data-ready="true"', '')).toBe(plain);
    // Named as the real form's fields, so the plain form's answers can be read by name.
    expect(document.querySelectorAll('input[type="radio"][name="readiness"]')).toHaveLength(22);
    expect(document.querySelectorAll('input[type="checkbox"][name="reasons"][value]')).toHaveLength(6);
    expect(document.querySelectorAll('input[type="date"][name="quitDate"][min][max]')).toHaveLength(2);
  });

  it('keeps a ruler value and two reasons picked before the code came, and sends them on a submit pressed before it came', async () => {
    calls.length = 0;
    render(withMessages(<MotivationSlot {...options} days={MAX_QUIT_DATE_DAYS} appOffered={false} />));
    const plain = document.querySelector('form')!;
    expect(plain).not.toHaveAttribute('data-ready');
    fireEvent.click(within(document.querySelector('[data-ruler="readiness"]')!).getByRole('radio', { name: '8' }));
    fireEvent.click(within(document.querySelector('[data-ruler="confidence"]')!).getByRole('radio', { name: '3' }));
    fireEvent.click(screen.getByLabelText('My health'));
    fireEvent.click(screen.getByLabelText('My family'));
    fireEvent.submit(plain);
    await waitFor(() => expect(calls).toEqual([{ readiness: 8, confidence: 3, reasons: ['health', 'family'], interests: [], quitDate: null }]));
    expect(await screen.findByRole('heading', { name: 'Thank you! Your plan is taking shape.' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['My health', 'My family']));
  });

  it('once loaded, says what is missing: the rulers and the reasons, in a summary that links to them', async () => {
    calls.length = 0;
    render(withMessages(<MotivationSlot {...options} days={MAX_QUIT_DATE_DAYS} appOffered={false} />));
    fireEvent.click(within(document.querySelector('[data-ruler="readiness"]')!).getByRole('radio', { name: '5' }));
    act(() => screen.getByLabelText('Money').focus());
    await waitFor(() => expect(document.querySelector('form[data-ready]')).not.toBeNull());
    // The focus stays on the box the visitor was on, now the real form's.
    expect(screen.getByLabelText('Money')).toHaveFocus();
    expect(within(document.querySelector('[data-ruler="readiness"]')!).getByRole('radio', { name: '5' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save my answers' }));
    const summary = (await screen.findByRole('link', { name: 'Please pick at least one reason.' })).closest<HTMLElement>('[role="alert"]')!;
    expect(within(summary).getByRole('link', { name: 'Please pick how confident you are, from 0 to 10.' })).toHaveAttribute('href', '#confidence-group');
    expect(within(summary).getByRole('link', { name: 'Please pick at least one reason.' })).toHaveAttribute('href', '#reasons-group');
    expect(within(summary).queryByRole('link', { name: /how ready/ })).toBeNull();
    expect(calls).toEqual([]);
  });
});
