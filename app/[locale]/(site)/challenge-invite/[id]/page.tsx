import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/routing/navigation';
import { pageMetadata } from '@/lib/i18n/page';
import { localePrefixes } from '@/lib/i18n/locales';
import { formatDate, formatDay } from '@/lib/i18n/dates';
import { liveSession } from '@/lib/auth/server';
import { inviteOf } from '@/lib/challenges';
import { JoinButton } from '@/components/challenges/JoinButton';
import { ShareLink } from '@/components/account/ShareLink';
import { challengeState } from '@/lib/challenges/counter';
import { env } from '@/lib/env';
import { idPage, renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('challengeInvite');

/** A friend's invitation: the challenge, who invited, who takes part, and joining. */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await renderPolicy('/challenge-invite/[id]');
  const { locale, id } = await idPage(params);
  const view = await inviteOf(id);
  if (view.status === 'unknown') notFound();
  const t = await getTranslations('Challenge');
  if (view.status !== 'ok') {
    return (
      <div className="container page page-narrow">
        <h1>{t(view.status === 'expired' ? 'expiredTitle' : 'revokedTitle')}</h1>
        <p className="lead">{t(view.status === 'expired' ? 'expiredText' : 'revokedText', { name: view.challenge.ownerName })}</p>
        <p>
          <Link className="button" href="/">
            {t('backHome')}
          </Link>
        </p>
      </div>
    );
  }
  const session = await liveSession();
  const path = `${localePrefixes[locale]}/challenge-invite/${id}`;
  const joined = !!session && view.participants.some((p) => p.uid === session.uid);
  const start = formatDay(locale, view.challenge.startsOn);
  if (session?.uid === view.challenge.uid) {
    // The owner's view: the counter, who takes part, and the link to pass on.
    const a = await getTranslations('Account.challenges');
    const state = challengeState(view.challenge.startsOn, view.challenge.days);
    const url = new URL(path, env().SITE_URL).toString();
    return (
      <div className="container page page-narrow">
        <p>
          <Link href="/account">← {t('toAccount')}</Link>
        </p>
        <h1>{t('ownerTitle')}</h1>
        <p className="lead">{t('details', { days: view.challenge.days, date: start })}</p>
        <p className="challenge-counter" data-testid="challenge-counter">
          <strong>
            {state.phase === 'upcoming'
              ? a('upcoming', { count: state.startsIn })
              : state.phase === 'running'
                ? a('running', { day: state.day, days: state.days })
                : a('done')}
          </strong>
        </p>
        <h2>{t('participantsTitle', { count: view.participants.length })}</h2>
        <ul className="participants">
          {view.participants.map((p, i) => (
            <li key={i}>{p.name}</li>
          ))}
        </ul>
        <p>{t('ownerText', { date: formatDate(locale, view.expiresAt, { dateStyle: 'long' }) })}</p>
        <ShareLink
          url={url}
          title={t('ownerTitle')}
          text={a('shareText')}
          labels={{ label: a('inviteLabel'), copied: a('copied'), copyFailed: a('copyFailed'), share: a('share') }}
        />
      </div>
    );
  }
  return (
    <div className="container page page-narrow">
      <h1>{t('invitedBy', { name: view.challenge.ownerName })}</h1>
      <p className="lead">{t('details', { days: view.challenge.days, date: start })}</p>
      <h2>{t('participantsTitle', { count: view.participants.length })}</h2>
      <ul className="participants">
        {view.participants.map((p, i) => (
          <li key={i}>{p.name}</li>
        ))}
      </ul>
      {joined ? (
        <p role="status" className="form-alert form-alert-success">
          {t('joined')}
        </p>
      ) : session ? (
        <JoinButton token={id} path={path} label={t('join')} failed={t('joinFailed')} limited={(await getTranslations('Forms'))('tooManyRequests')} />
      ) : (
        <>
          <p>{t('signInToJoin')}</p>
          <p className="actions">
            <Link className="button button-primary" href={{ pathname: '/register', query: { redirect: path } }}>
              {t('registerCta')}
            </Link>{' '}
            <Link className="button" href={{ pathname: '/login', query: { redirect: path } }}>
              {t('loginCta')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
