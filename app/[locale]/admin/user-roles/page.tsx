import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { adminPage, type PageProps } from '@/lib/auth/pages';
import { FilterForm, SelectField, TextField, PageLinks } from '@/components/admin/Filters';
import { DataTable } from '@/components/admin/DataTable';
import { getDateFormat, pageMetadata } from '@/lib/i18n/page';
import { findAccount, teamPage, teamPageOf } from '@/lib/auth/accounts';
import { AUDIT_KINDS, auditLinesOf, parseAuditFilter } from '@/lib/admin/audit';
import { ConfirmButton } from '@/components/admin/ConfirmButton';
import { setAdminAction } from '@/lib/admin/actions';
import { queryHref, searchText } from '@/lib/http/search-params';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('adminUserRoles');

export default async function Page({ params, searchParams }: PageProps) {
  await renderPolicy('/admin/user-roles');
  const { session } = await adminPage(params, '/admin/user-roles');
  const query = await searchParams;
  const q = searchText(query, 'q', 200);
  const filter = parseAuditFilter(query);
  const t = await getTranslations('AdminUi');
  const page = await getTranslations('Pages.adminUserRoles');
  const dates = await getDateFormat();
  const messages = await getMessages();
  const [user, team, audit] = await Promise.all([
    q ? findAccount(q) : null,
    teamPage({ uid: session.uid, email: session.email }, teamPageOf(query)),
    auditLinesOf(filter, 30),
  ]);
  const teamLink = (n: number) => `${queryHref({ q }, { team: String(n) })}#team`;
  const logLink = (n: number) => `${queryHref({ q, action: filter.action, person: filter.person }, { log: String(n) })}#audit-log`;
  const actionOptions = (Object.keys(AUDIT_KINDS) as Array<keyof typeof AUDIT_KINDS>).map((k) => ({ value: k, label: t(`audit.kinds.${k}`) }));
  return (
    <NextIntlClientProvider messages={{ AdminUi: messages.AdminUi, Forms: messages.Forms }}>
      <h1>{page('title')}</h1>
      <FilterForm className="form form-inline" role="search" submit={t('roles.find')}>
        <TextField id="q" name="q" type="search" label={t('roles.search')} value={q} placeholder="name@example.com" />
      </FilterForm>
      {q && !user ? <p role="status">{t('roles.notFound', { q })}</p> : null}
      {user ? (
        <section className="card" aria-label={user.email ?? user.uid}>
          <dl className="facts">
            <dt>{t('roles.email')}</dt>
            <dd>{user.email ?? '–'}</dd>
            <dt>{t('roles.verified')}</dt>
            <dd>{t(user.emailVerified ? 'roles.verifiedYes' : 'roles.verifiedNo')}</dd>
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
            <a href={queryHref({ q: u.email ?? u.uid })}>{u.email ?? u.uid}</a>
          </li>
        ))}
      </ul>
      <PageLinks label={t('roles.admins', { count: team.total })} page={team.page} more={team.page < team.pages} href={teamLink} />
      <h2 id="audit-log">{t('roles.log')}</h2>
      <FilterForm className="form form-inline" aria-labelledby="audit-log" submit={t('audit.show')}>
        {q ? <input type="hidden" name="q" value={q} /> : null}
        <SelectField id="audit-action" name="action" label={t('audit.action')} value={filter.action} all={t('audit.allActions')} options={actionOptions} />
        <TextField id="audit-person" name="person" label={t('audit.person')} value={filter.person} />
      </FilterForm>
      <DataTable
        label={t('roles.log')}
        className="audit-log"
        head={[t('roles.when'), t('roles.who'), t('roles.what')]}
        empty={filter.action || filter.person ? t('audit.none') : t('empty')}
      >
        {audit.lines.map((e) => (
          <tr key={e.id}>
            <td>{dates.dateTime(e.at, { dateStyle: 'short', timeStyle: 'short' })}</td>
            <td>{e.actorEmail ?? e.actorUid}</td>
            <td>{t(`audit.line.${e.sentence.kind}`, e.sentence.values)}</td>
          </tr>
        ))}
      </DataTable>
      <PageLinks label={t('roles.log')} page={audit.page} more={audit.more} href={logLink} />
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
