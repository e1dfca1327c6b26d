import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ListKind } from '@/lib/lists/schema';
import { ListItemEditor } from './ListEditor';

type Item = { id: number; key: string; labels: Record<string, string>; active: boolean };

/**
 * /admin/quit-reasons and /admin/interests: one compact row per item (key, English label, which
 * languages miss a label, active, Save, Move up/down); its 9 labels open below the row for inline
 * editing. Then a form for a new one.
 */
export async function ListPage({ kind, titleKey, items }: { kind: ListKind; titleKey: 'adminQuitReasons' | 'adminInterests'; items: Item[] }) {
  const page = await getTranslations(`Pages.${titleKey}`);
  const t = await getTranslations('AdminUi');
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ AdminUi: messages.AdminUi, Forms: messages.Forms }}>
      <h1>{page('title')}</h1>
      <p className="lead">{page('purpose')}</p>
      <div className="list-rows">
        {items.map((item, i) => (
          <ListItemEditor key={item.id} kind={kind} item={item} first={i === 0} last={i === items.length - 1} />
        ))}
      </div>
      <h2>{t('lists.new')}</h2>
      <ListItemEditor kind={kind} item={{ key: '', labels: {}, active: true }} />
    </NextIntlClientProvider>
  );
}
