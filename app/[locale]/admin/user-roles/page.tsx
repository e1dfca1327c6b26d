import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { adminPage } from '@/lib/auth/pages';
import { pageMetadata } from '@/lib/i18n/page';
import { findAccount, teamPage, teamPageOf } from '@/lib/auth/accounts';
import { AUDIT_KINDS, auditLines, parseAuditFilter } from '@/lib/admin/audit';
import { db } from '@/lib/db';
import { ConfirmButton } from '@/components/admin/ConfirmButton';
import { setAdminAction } from '@/lib/auth/actions';
import { searchText } from '@/lib/http/search-params';

export const generateMetadata = pageMetadata('adminUserRoles');

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session } = await adminPage(params, '/admin/user-roles');
  const query = await searchParams;
  const q = searchText(query, 'q', 200);
  const filter = parseAuditFilter(query);
  const t = await getTranslations('AdminUi');
  const page = await getTranslations('Pages.adminUserRoles');
  const format = await getFormatter();
  const messages = await getMessages();
  const [user, team, log] = await Promise.all([
    q ? findAccount(q) : null,
    teamPage({ uid: session.uid, email: session.email }, teamPageOf(query)),
    auditLines(await db(), filter, 30),
  ]);
  const teamLink = (n: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), team: String(n) })}#team`;
  return (
    <NextIntlClientProvider messages={{ AdminUi: messages.AdminUi, Forms: messages.Forms }}>
      <h1>{page('title')}</h1>
      <form method="get" className="form form-inline" role="search">
        <div className="field">
          <label htmlFor="q">{t('roles.search')}</label>
          <input id="q" name="q" type="search" defaultValue={q} placeholder="name@example.com" />
        </div>
        <button className="button" type="submit">
          {t('roles.find')}
        </button>
      </form>
      {q && !user ? <p role="status">{t('roles.notFound', { q })}</p> : null}
      {user ? (
        <section className="card" aria-label={user.email ?? user.uid}>
          <dl className="facts">
            <dt>{t('roles.email')}</dt>
            <dd>{user.email ?? '–'}</dd>
            <dt>UID</dt>
            <dd>
              <code>{user.uid}</code>
            </dd>
            <dt>{t('roles.claims')}</dt>
            <dd>
              <code>{JSON.stringify(user.customClaims ?? {})}</code>
            </dd>
          </dl>
          {user.uid === session.uid ? (
            <p className="muted">{t('roles.self')}</p>
          ) : (
            <RoleButton uid={user.uid} email={user.email ?? user.uid} admin={user.customClaims?.admin === true} t={t} />
          )}
        </section>
      ) : null}
      <h2 id="team">{t('roles.admins', { count: team.total })}</h2>
      <ul className="admin-team">
        {team.admins.map((u) => (
          <li key={u.uid}>
            <a href={`?${new URLSearchParams({ q: u.email ?? u.uid })}`}>{u.email ?? u.uid}</a>
          </li>
        ))}
      </ul>
      {team.pages > 1 ? (
        <p className="actions">
          {team.page > 1 ? <a href={teamLink(team.page - 1)}>{t('previous')}</a> : null}{' '}
          {team.page < team.pages ? <a href={teamLink(team.page + 1)}>{t('next')}</a> : null}
        </p>
      ) : null}
      <h2 id="audit-log">{t('roles.log')}</h2>
      <form method="get" className="form form-inline" aria-labelledby="audit-log">
        {q ? <input type="hidden" name="q" value={q} /> : null}
        <div className="field">
          <label htmlFor="audit-action">{t('audit.action')}</label>
          <select id="audit-action" name="action" defaultValue={filter.action ?? ''}>
            <option value="">{t('audit.allActions')}</option>
            {(Object.keys(AUDIT_KINDS) as Array<keyof typeof AUDIT_KINDS>).map((k) => (
              <option key={k} value={k}>
                {t(`audit.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-person">{t('audit.person')}</label>
          <input id="audit-person" name="person" defaultValue={filter.person ?? ''} />
        </div>
        <button className="button" type="submit">
          {t('audit.show')}
        </button>
      </form>
      {log.length === 0 ? (
        <p className="muted">{filter.action || filter.person ? t('audit.none') : t('empty')}</p>
      ) : (
        <table className="table audit-log">
          <thead>
            <tr>
              <th scope="col">{t('roles.when')}</th>
              <th scope="col">{t('roles.who')}</th>
              <th scope="col">{t('roles.what')}</th>
            </tr>
          </thead>
          <tbody>
            {log.map((e) => (
              <tr key={e.id}>
                <td>{format.dateTime(e.at, { dateStyle: 'short', timeStyle: 'short' })}</td>
                <td>{e.actorEmail ?? e.actorUid}</td>
                <td>{t(`audit.line.${e.sentence.kind}`, e.sentence.values)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </NextIntlClientProvider>
  );
}

/** Grant or revoke admin rights: the Server Action bound to this user, with translated texts. */
function RoleButton({ uid, email, admin, t }: { uid: string; email: string; admin: boolean; t: Awaited<ReturnType<typeof getTranslations<'AdminUi'>>> }) {
  return (
    <ConfirmButton
      action={setAdminAction.bind(null, { uid, admin: !admin })}
      label={t(admin ? 'roles.revoke' : 'roles.grant')}
      confirm={t(admin ? 'roles.confirmRevoke' : 'roles.confirmGrant', { email })}
      done={t(admin ? 'roles.revoked' : 'roles.granted', { email })}
      danger={admin}
    />
  );
}
