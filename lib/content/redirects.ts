import { contentClient } from './client';

/**
 * Editor-managed redirects (spec §2: redirect lookup per path), from the Storyblok datasource
 * `redirects`: entry name = source path, value = "<status> <target>" (e.g. "308 /quit-smoking" or
 * "302 https://example.org/"). Read by proxy.ts from a table cached for a minute (a failed read too).
 */
export interface Redirect {
  status: 301 | 302 | 307 | 308;
  target: string;
}

const TTL_MS = 60_000;
let table: { at: number; map: Map<string, Redirect> } | null = null;
let loading: Promise<Map<string, Redirect>> | null = null;

export function parseRedirects(entries: Array<{ name?: string; value?: string }>): Map<string, Redirect> {
  const map = new Map<string, Redirect>();
  for (const e of entries) {
    const source = (e.name ?? '').trim();
    const m = /^(301|302|307|308)\s+(\S+)$/.exec((e.value ?? '').trim());
    if (!source.startsWith('/') || source.startsWith('//') || !m) continue;
    const target = m[2]!;
    const absolute = /^https?:\/\/[^\s/]+/i.test(target);
    const relative = target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');
    if (!absolute && !relative) continue;
    map.set(source.replace(/\/+$/, '') || '/', { status: Number(m[1]) as Redirect['status'], target });
  }
  return map;
}

async function load(): Promise<Map<string, Redirect>> {
  const { data } = await contentClient().get('cdn/datasource_entries', { datasource: 'redirects', per_page: 1000 });
  return parseRedirects((data as { datasource_entries: Array<{ name: string; value: string }> }).datasource_entries);
}

/** The redirect for a path, if an editor made one. A CMS failure means "no redirect", never an error. */
export async function redirectFor(pathname: string, now = Date.now()): Promise<Redirect | null> {
  if (!table || now - table.at > TTL_MS) {
    loading ??= load()
      .then((map) => {
        table = { at: Date.now(), map };
        return map;
      })
      // Unreachable: the table it had (or none) for the next minute too, rather than asking the CMS
      // again on every request while it does not answer.
      .catch(() => {
        const map = table?.map ?? new Map<string, Redirect>();
        table = { at: Date.now(), map };
        return map;
      })
      .finally(() => {
        loading = null;
      });
    await loading;
  }
  return table?.map.get(pathname.replace(/\/+$/, '') || '/') ?? null;
}
