import 'server-only';
import { unstable_cache } from 'next/cache';
import { contentClient } from '@/lib/content/client';
import { CONTENT_TAG, syncCacheVersion } from '@/lib/content/stories';
import { parseQuitline, type Quitline } from './schema';

export const QUITLINES_DATASOURCE = 'quitlines';
export const quitlinesTag = 'datasource:quitlines';

/** Every valid quitline of the CMS datasource; an entry editors got wrong is logged and left out. */
export async function fetchQuitlines(): Promise<Quitline[]> {
  await syncCacheVersion();
  const { data } = await contentClient().get('cdn/datasource_entries', { datasource: QUITLINES_DATASOURCE, per_page: 1000 });
  const out: Quitline[] = [];
  for (const entry of (data as { datasource_entries: Array<{ name: string; value: string }> }).datasource_entries) {
    const parsed = parseQuitline(entry);
    if (parsed.ok) out.push(parsed.quitline);
    else console.error(`Quitline "${entry.name}" in the CMS datasource "${QUITLINES_DATASOURCE}" is left out: ${parsed.error}`);
  }
  return out;
}

/** The quitlines, cached and revalidated with the content (webhook tag). */
export const listQuitlines = unstable_cache(fetchQuitlines, ['quitlines'], { tags: [CONTENT_TAG, quitlinesTag] });
