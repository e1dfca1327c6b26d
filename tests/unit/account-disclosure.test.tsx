// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Disclosure } from '@/components/account/Disclosure';

// /account's disclosures (components/account/Disclosure): the server's state first, the member's state
// kept through later renders (a form refreshing the page), and a fragment pointing into one opens it
// (in browsers that do not reveal a closed <details> on fragment navigation themselves; jsdom does not).

const view = (open: boolean, text = 'Redeem a promo code') => (
  <Disclosure open={open} contentId="premium" heading={<h2>Premium</h2>}>
    <p>{text}</p>
  </Disclosure>
);
const details = () => screen.getByRole('heading', { name: 'Premium' }).closest('details')!;

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/account');
});

describe('Disclosure', () => {
  it('renders the state it is given, closed or open, with the heading as the summary', () => {
    render(view(false));
    expect(details().open).toBe(false);
    expect(details().querySelector(':scope > summary > h2')?.textContent).toBe('Premium');
    cleanup();
    render(view(true));
    expect(details().open).toBe(true);
  });

  it('keeps what the member made of it when the page renders again with another state', () => {
    const { rerender } = render(view(true));
    // A form inside answered and the page refreshed: the server now says closed, the answer stays in view.
    rerender(view(false, 'Done: premium for 30 days.'));
    expect(details().open).toBe(true);
    expect(screen.getByText('Done: premium for 30 days.')).toBeTruthy();
    cleanup();
    // Opened by the member, it stays open through a refresh that still says closed.
    const again = render(view(false));
    fireEvent.click(details().querySelector('summary')!);
    details().open = true; // jsdom does not toggle on click
    again.rerender(view(false, 'Refreshed'));
    expect(details().open).toBe(true);
  });

  it('opens when the fragment points at its content, on arrival and when the fragment changes, and not for another', () => {
    // jsdom has no layout: the scroll to the opened content is recorded.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    history.replaceState(null, '', '/account#premium');
    render(view(false));
    expect(details().open).toBe(true);
    expect(scrolled.mock.contexts).toEqual([document.getElementById('premium')]);
    cleanup();
    history.replaceState(null, '', '/account#data');
    render(view(false));
    expect(details().open).toBe(false);
    expect(scrolled).toHaveBeenCalledTimes(1);
    act(() => {
      history.replaceState(null, '', '/account#premium');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(details().open).toBe(true);
  });

  it('renders closed, without an error, for a malformed escape in a hand-made fragment', () => {
    history.replaceState(null, '', '/account#%E0%A4%A');
    expect(() => render(view(false))).not.toThrow();
    expect(details().open).toBe(false);
  });
});
