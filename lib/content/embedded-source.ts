import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The embedded content source: answers Storyblok's Content Delivery API (v2, `cdn/…`) from JSON
 * files, so the real `storyblok-js-client` runs unchanged over local content (it is handed this as
 * its `fetch`). Layout, for each language code (`default`, `de`, …):
 *   content/stories/<lang>/<full_slug>.json    published stories, in the CDN's story format
 *   content/drafts/<lang>/<full_slug>.json     draft versions (served for version=draft)
 *   content/datasources/<name>.json            datasource entries
 * An overlay folder (`<EXHALE_DATA_DIR>/content`, same layout) wins over `content/`: local edits
 * that are not committed, and what the tests publish.
 */
export interface EmbeddedOptions {
  roots: string[];
}

type Json = Record<string, unknown>;
interface Story extends Json {
  id: number;
  uuid: string;
  full_slug: string;
  content: Json;
  position?: number;
  first_published_at?: string | null;
  published_at?: string | null;
}

function readJson(file: string): Json | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Json;
  } catch {
    return null;
  }
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

export function createEmbeddedSource({ roots }: EmbeddedOptions) {
  /** The space's cache version: changes whenever any content file changes. */
  function cacheVersion(): number {
    let newest = 0;
    for (const root of roots) for (const f of walk(root)) newest = Math.max(newest, statSync(f).mtimeMs);
    return Math.floor(newest / 1000);
  }

  function story(kind: 'stories' | 'drafts', lang: string, fullSlug: string): Story | null {
    for (const root of roots) {
      const s = readJson(join(root, kind, lang, `${fullSlug}.json`));
      if (s) return s as Story;
    }
    return null;
  }

  /** A story in a language and version: draft falls back to published, a language to default. */
  function find(fullSlug: string, lang: string, draft: boolean): Story | null {
    const langs = lang === 'default' ? ['default'] : [lang, 'default'];
    for (const l of langs) {
      const found = (draft ? story('drafts', l, fullSlug) : null) ?? story('stories', l, fullSlug);
      if (found) return { ...found, lang: l };
    }
    return null;
  }

  function allSlugs(): string[] {
    const slugs = new Set<string>();
    for (const root of roots) {
      const base = join(root, 'stories', 'default');
      for (const f of walk(base)) slugs.add(relative(base, f).replace(/\.json$/, '').split('\\').join('/'));
    }
    return [...slugs].sort();
  }

  function byUuid(uuid: string, lang: string, draft: boolean): Story | null {
    for (const slug of allSlugs()) {
      const s = find(slug, lang, draft);
      if (s?.uuid === uuid) return s;
    }
    return null;
  }

  /** Collects the uuids a story points to: relation fields (resolve_relations) and story links. */
  function references(node: unknown, relations: Set<string>, out: { rels: Set<string>; links: Set<string> }, component?: string) {
    if (Array.isArray(node)) {
      for (const n of node) references(n, relations, out, component);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const obj = node as Json;
    const comp = typeof obj.component === 'string' ? obj.component : component;
    for (const [key, value] of Object.entries(obj)) {
      if (comp && relations.has(`${comp}.${key}`) && typeof value === 'string') out.rels.add(value);
      if (key === 'linktype' && value === 'story' && typeof obj.id === 'string' && obj.id) out.links.add(obj.id);
      if (key === 'linktype' && value === 'story' && typeof obj.uuid === 'string' && obj.uuid) out.links.add(obj.uuid);
      references(value, relations, out, comp);
    }
  }

  function linkObject(s: Story) {
    return { id: s.id, uuid: s.uuid, slug: s.full_slug.split('/').pop(), full_slug: s.full_slug, url: s.full_slug, name: s.name, lang: s.lang, published: true };
  }

  function withResolved(stories: Story[], params: URLSearchParams, lang: string, draft: boolean) {
    const relations = new Set((params.get('resolve_relations') ?? '').split(',').filter(Boolean));
    const resolveLinks = params.get('resolve_links');
    const out = { rels: new Set<string>(), links: new Set<string>() };
    for (const s of stories) references(s.content, relations, out);
    const rels = [...out.rels].map((u) => byUuid(u, lang, draft)).filter((s): s is Story => !!s);
    const links = resolveLinks ? [...out.links].map((u) => byUuid(u, lang, draft)).filter((s): s is Story => !!s) : [];
    return {
      rels,
      links: resolveLinks === 'url' || resolveLinks === 'link' ? links.map(linkObject) : links,
    };
  }

  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  async function handle(url: URL): Promise<Response> {
    const path = url.pathname.replace(/^\/v[12]\//, '/');
    const params = url.searchParams;
    const draft = params.get('version') === 'draft';
    const lang = params.get('language') || 'default';
    const cv = cacheVersion();

    if (path === '/cdn/spaces/me') {
      return json({ space: { id: 1, name: 'Exhale (embedded)', domain: 'http://localhost:3000/', version: cv, language_codes: ['de', 'fr', 'nl', 'es', 'ru', 'it', 'pt', 'pl'] } });
    }

    const one = /^\/cdn\/stories\/(.+)$/.exec(path);
    if (one) {
      const slug = decodeURIComponent(one[1]!).replace(/\/$/, '');
      const s = find(slug, lang, draft);
      if (!s) return json({ error: 'This record could not be found' }, 404);
      return json({ story: s, cv, ...withResolved([s], params, lang, draft) });
    }

    if (path === '/cdn/stories') {
      const startsWith = params.get('starts_with') ?? '';
      const uuids = params.get('by_uuids')?.split(',').filter(Boolean);
      let stories = allSlugs()
        .filter((slug) => slug.startsWith(startsWith))
        .map((slug) => find(slug, lang, draft))
        .filter((s): s is Story => !!s);
      if (uuids) stories = uuids.map((u) => stories.find((s) => s.uuid === u)).filter((s): s is Story => !!s);
      else if (params.get('sort_by') === 'first_published_at:desc')
        stories.sort((a, b) => String(b.first_published_at).localeCompare(String(a.first_published_at)));
      else stories.sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.full_slug.localeCompare(b.full_slug));
      const perPage = Math.min(Math.max(Number(params.get('per_page') ?? 25) || 25, 1), 100);
      const page = Math.max(Number(params.get('page') ?? 1) || 1, 1);
      const slice = stories.slice((page - 1) * perPage, page * perPage);
      return json({ stories: slice, cv, ...withResolved(slice, params, lang, draft) }, 200, { total: String(stories.length), 'per-page': String(perPage) });
    }

    if (path === '/cdn/datasource_entries') {
      const name = params.get('datasource') ?? '';
      if (!/^[a-z0-9-]+$/.test(name)) return json({ error: 'Not found' }, 404);
      let entries: unknown[] = [];
      for (const root of roots) {
        const d = readJson(join(root, 'datasources', `${name}.json`));
        if (d && Array.isArray(d.datasource_entries)) {
          entries = d.datasource_entries;
          break;
        }
      }
      return json({ datasource_entries: entries }, 200, { total: String(entries.length), 'per-page': '1000' });
    }

    return json({ error: 'Not found' }, 404);
  }

  /** A `fetch` for storyblok-js-client. */
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return handle(url);
  }) as typeof fetch;

  return { fetch: fetchImpl, cacheVersion, allSlugs };
}
