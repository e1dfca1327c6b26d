import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { listItems } from '@/lib/admin/lists';
import { ListItemEditor } from './ListEditor';

/** /admin/quit-reasons and /admin/interests: every item editable, then a form for a new one. */
export async function ListPage({ kind, titleKey }: { kind: 'quit-reasons' | 'interests'; titleKey: 'adminQuitReasons' | 'adminInterests' }) {
  const page = await getTranslations(`Pages.${titleKey}`);
  const t = await getTranslations('AdminUi');
  const messages = await getMessages();
  const items = await listItems(await db(), kind);
  return (
    <NextIntlClientProvider messages={{ AdminUi: messages.AdminUi, Forms: messages.Forms }}>
      <h1>{page('title')}</h1>
      <p className="lead">{page('purpose')}</p>
      {items.map((item, i) => (
        <ListItemEditor key={item.id} kind={kind} item={item} first={i === 0} last={i === items.length - 1} />
      ))}
      <h2>{t('lists.new')}</h2>
      <ListItemEditor kind={kind} item={{ key: '', labels: {}, active: true }} />
    </NextIntlClientProvider>
  );
}
