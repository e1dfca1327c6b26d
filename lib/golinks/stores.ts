import 'server-only';
import { storeUrl } from '@/lib/install';
import { goLink } from './index';

/** The apps' store pages from the go-link `app` (null where no real store page is configured). */
export async function storeLinks(): Promise<{ ios: string | null; android: string | null }> {
  const link = await goLink('app');
  return { ios: storeUrl('ios', link?.ios), android: storeUrl('android', link?.android) };
}
