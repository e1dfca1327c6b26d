// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de-DE.json';
import fr from '@/messages/fr-FR.json';

// What a member or an admin reads when a write is refused (issue #33): "too many" in the page's
// language for a member's limited writes (lib/security/write-limits), and the conflict message for an
// idempotency key sent again with other values. The Server Actions are replaced by what they answer
// (tests/integration/write-limits.test.ts and admin-idempotency.test.ts run the real ones).
const answers = vi.hoisted(() => ({ join: { status: 'rate-limited' }, update: { status: 'rate-limited' }, updates: 0, campaign: { status: 'conflict' } }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));
vi.mock('@/lib/routing/navigation', () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));
vi.mock('@/lib/challenges/actions', () => ({ joinChallengeAction: async () => answers.join }));
vi.mock('@/lib/certificates/actions', () => ({ updateCertificateAction: async () => (answers.updates++, answers.update) }));
vi.mock('@/lib/campaigns/actions', () => ({ createCampaignAction: async () => answers.campaign }));

const { ActionButton } = await import('@/components/account/ActionButton');
const { JoinButton } = await import('@/components/challenges/JoinButton');
const { EditCertificateForm } = await import('@/components/certificates/EditCertificateForm');
const { CampaignForm } = await import('@/components/admin/CampaignForm');

describe('a refused write says why, in the page’s language', () => {
  it('the buttons of /account (withdraw, renew, unsubscribe) say "too many" when the action is rate-limited', async () => {
    render(
      <ActionButton
        action={async () => ({ status: 'rate-limited' })}
        label="Link zurückziehen"
        failed="Fehlgeschlagen"
        signedOut="Abgemeldet"
        limited={de.Forms.tooManyRequests}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Link zurückziehen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(de.Forms.tooManyRequests);
  });

  it('joining from the invitation page says "too many" when rate-limited, and "failed" otherwise', async () => {
    const { unmount } = render(
      <JoinButton token="t" path="/de/challenge-invite/t" label="Mitmachen" failed="Fehlgeschlagen" limited={de.Forms.tooManyRequests} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mitmachen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(de.Forms.tooManyRequests);
    unmount();
    answers.join = { status: 'unknown' };
    render(<JoinButton token="t" path="/de/challenge-invite/t" label="Mitmachen" failed="Fehlgeschlagen" limited={de.Forms.tooManyRequests} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mitmachen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehlgeschlagen');
  });

  it('the certificate edit form says "too many" when its save is rate-limited', async () => {
    render(
      <NextIntlClientProvider locale="fr-FR" messages={{ Certificate: fr.Certificate, Forms: fr.Forms, AdminUi: fr.AdminUi }}>
        <EditCertificateForm id="abc" initial={{ name: 'Ana', since: '2026-01-01', milestone: '1-week', showDays: true }} />
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: fr.Certificate.save }));
    expect(await screen.findByText(fr.Forms.tooManyRequests)).toBeInTheDocument();
  });

  it('the certificate edit form refuses a hidden character in the name with the localized message, before sending', async () => {
    answers.update = { status: 'ok' };
    const sent = answers.updates;
    render(
      <NextIntlClientProvider locale="de-DE" messages={{ Certificate: de.Certificate, Forms: de.Forms, AdminUi: de.AdminUi }}>
        <EditCertificateForm id="abc" initial={{ name: 'Ana\u202eevil', since: '2026-01-01', milestone: '1-week', showDays: true }} />
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: de.Certificate.save }));
    expect(await screen.findByText(de.Forms.nameCharacters.replace('{name}', de.Certificate.name))).toBeInTheDocument();
    expect(answers.updates).toBe(sent);
  });

  it('the campaign form shows the conflict message when its key was used for other values', async () => {
    render(
      <NextIntlClientProvider locale="de-DE" messages={{ AdminUi: de.AdminUi, Forms: de.Forms }}>
        <CampaignForm />
      </NextIntlClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(de.AdminUi.campaigns.name), { target: { value: 'Frühling' } });
    fireEvent.click(screen.getByRole('button', { name: de.AdminUi.campaigns.create }));
    expect(await screen.findByText(de.AdminUi.result.conflict)).toBeInTheDocument();
  });
});
