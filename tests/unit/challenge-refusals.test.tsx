// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import de from '@/messages/de-DE.json';
import pl from '@/messages/pl-PL.json';

// What a member reads on /account when leaving or removing is refused (tests/integration/challenges-together.test.ts
// runs the real actions): the challenge or person is gone, the owner cannot leave, too many, in the page's
// language; nothing is said to have worked.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

const { ActionButton } = await import('@/components/account/ActionButton');

const labels = (m: typeof de) => ({
  failed: m.Account.failed,
  signedOut: m.Account.signedOut,
  limited: m.Forms.tooManyRequests,
  refused: { 'not-found': m.Account.challenges.gone, owner: m.Account.challenges.ownerCannotLeave },
});

describe('a refused leave or removal says why, in the page’s language', () => {
  it.each([
    ['not-found', de, de.Account.challenges.gone],
    ['owner', de, de.Account.challenges.ownerCannotLeave],
    ['rate-limited', pl as unknown as typeof de, pl.Forms.tooManyRequests],
    ['invalid', pl as unknown as typeof de, pl.Account.failed],
  ])('%s', async (status, messages, said) => {
    render(<ActionButton action={async () => ({ status })} label={messages.Account.challenges.leave} {...labels(messages)} />);
    fireEvent.click(screen.getByRole('button', { name: messages.Account.challenges.leave }));
    expect(await screen.findByRole('alert')).toHaveTextContent(said);
  });
});
