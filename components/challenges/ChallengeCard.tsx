import { getTranslations } from 'next-intl/server';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { formatDateRange } from '@/lib/i18n/dates';
import type { memberChallenges } from '@/lib/challenges';
import { challengeState, lastDay } from '@/lib/challenges/counter';
import { env } from '@/lib/env';
import { deleteChallengeAction, leaveChallengeAction, removeParticipantAction, renewInviteAction, revokeInvitesAction } from '@/lib/challenges/actions';
import { ActionButton } from '@/components/account/ActionButton';
import { ShareLink } from '@/components/account/ShareLink';
import account from '@/components/account/Account.module.css';
import styles from './Challenges.module.css';

type Item = Awaited<ReturnType<typeof memberChallenges>>[number];

const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const STATE = { 'smoke-free': 'state.smokeFree', slip: 'state.slip', none: 'state.none' } as const;

/**
 * One challenge on /account: its dates and day, today in it (each participant by the name they chose
 * and their check-in state, nothing else of them), the group's smoke-free days; for its owner the
 * invitation link to share (its one main action), who has not checked in yet, and behind "Manage"
 * withdrawing the link, removing participants and deleting it; for the others, leaving it. Every
 * change asks first.
 */
export async function ChallengeCard({ item, locale }: { item: Item; locale: Locale }) {
  const t = await getTranslations('Account.challenges');
  const a = await getTranslations('Account');
  const forms = await getTranslations('Forms');
  const { challenge, owner, participants, smokeFreeDays, notCheckedIn, inviteToken } = item;
  const state = challengeState(challenge.startsOn, challenge.days);
  const invite = inviteToken ? `${env().SITE_URL.replace(/\/$/, '')}${localePrefixes[locale]}/challenge-invite/${inviteToken}` : null;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' });
  const common = {
    failed: a('failed'),
    signedOut: a('signedOut'),
    limited: forms('tooManyRequests'),
    refused: { 'not-found': t('gone'), owner: t('ownerCannotLeave') },
    className: 'button button-danger',
  };
  const shareLabels = { label: t('inviteLabel'), copied: t('copied'), copyFailed: t('copyFailed'), share: t('share') };
  return (
    <li className={account.card} data-testid="challenge">
      <p className={account.kicker}>{owner ? t('yours') : t('startedBy', { name: challenge.ownerName })}</p>
      <h3>
        {/* The language's own date range ("3–9 May 2026", "3.–9. Mai 2026"), not two dates joined by a word. */}
        {formatDateRange(locale, noon(challenge.startsOn), noon(lastDay(challenge.startsOn, challenge.days)), { dateStyle: 'long', timeZone: 'UTC' })}
      </h3>
      <p className={account.counter}>
        {state.phase === 'upcoming'
          ? t('upcoming', { count: state.startsIn })
          : state.phase === 'running'
            ? t('running', { day: state.day, days: state.days })
            : t('done')}
      </p>
      <p>{t('participants', { count: participants.length })}</p>
      <h4 id={`today-${challenge.id}`} className={styles.heading}>
        {t('todayTitle')}
      </h4>
      <ul className={styles.today} aria-labelledby={`today-${challenge.id}`} data-testid="challenge-today">
        {participants.map((p, i) => (
          <li key={i} data-state={p.today}>
            <span className={styles.name}>{p.you ? t('you', { name: p.name }) : p.name}</span> <span className={styles.state}>{t(STATE[p.today])}</span>
          </li>
        ))}
      </ul>
      {participants.every((p) => p.today === 'none') ? <p className={account.empty}>{t('nobodyYet')}</p> : null}
      <p className={styles.hint}>{t('todayHint')}</p>
      <p data-testid="challenge-smoke-free-days">{t('smokeFreeDays', { count: smokeFreeDays })}</p>
      {notCheckedIn?.length ? <p data-testid="not-checked-in">{t('notCheckedIn', { names: names.format(notCheckedIn) })}</p> : null}
      {owner ? (
        invite ? (
          <>
            <ShareLink url={invite} title={t('formTitle')} text={t('shareText')} labels={shareLabels} />
            <p className={account.more}>
              <a href={invite}>{t('open')}</a>
            </p>
          </>
        ) : (
          <>
            <p>{t('noLink')}</p>
            <p className={account.main}>
              <ActionButton action={renewInviteAction.bind(null, challenge.id)} {...common} className="button button-primary" label={t('renew')} />
            </p>
          </>
        )
      ) : null}
      {owner ? (
        <details className={styles.manage}>
          <summary>{t('manage')}</summary>
          {invite ? <ActionButton action={revokeInvitesAction.bind(null, challenge.id)} {...common} className="button" label={t('revoke')} /> : null}
          {participants.map((p, i) =>
            p.ref ? (
              <ActionButton
                key={i}
                action={removeParticipantAction.bind(null, challenge.id, p.ref)}
                {...common}
                label={t('remove', { name: p.name })}
                confirm={t('removeConfirm', { name: p.name })}
              />
            ) : null,
          )}
          <ActionButton action={deleteChallengeAction.bind(null, challenge.id)} {...common} label={t('delete')} confirm={t('deleteConfirm')} />
        </details>
      ) : (
        <ActionButton action={leaveChallengeAction.bind(null, challenge.id)} {...common} label={t('leave')} confirm={t('leaveConfirm')} />
      )}
    </li>
  );
}
