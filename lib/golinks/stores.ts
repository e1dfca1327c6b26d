import 'server-only';
import { storeUrl } from '@/lib/install';
import { goLink } from './index';

/** The apps' store pages from the go-link `app` (null where no real store page is configured). */
export async function storeLinks(): Promise<{ ios: string | null; android: string | null }> {
  const link = await goLink('app');
  return { ios: storeUrl('ios', link?.ios), android: storeUrl('android', link?.android) };
}

/**
 * Whether any page may offer the app: a real store page is configured. Unsure (the content API does
 * not answer) counts as no, so a page never offers an app that cannot be had.
 */
export async function appOffered(): Promise<boolean> {
  try {
    const stores = await storeLinks();
    return Boolean(stores.ios || stores.android);
  } catch {
    return false;
  }
}
