import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createContentClient, CONTENT_LIMITS } from '@/lib/content/client';
import { serveEmbeddedContent } from '@/lib/content/embedded-server';

// The real storyblok-js-client over the embedded source (content/), the same shapes as the CDN API.
const client = createContentClient({});

describe('storyblok-js-client over the embedded content source', () => {
  it('cdn/stories/{slug}: one story per language, falling back to the default language', async () => {
    const en = await client.get('cdn/stories/help', { version: 'published' });
    const story = en.data.story;
    expect(story).toMatchObject({ full_slug: 'help', slug: 'help', id: expect.any(Number), uuid: expect.any(String) });
    expect(story.content.component).toBe('page');
    expect(typeof en.data.cv).toBe('number');
    const de = await client.get('cdn/stories/help', { version: 'published', language: 'de' });
    expect(de.data.story.uuid).toBe(story.uuid);
    expect(de.data.story.content.title).not.toBe(story.content.title);
  });

  it('version=draft serves the draft, published does not', async () => {
    const draft = await client.get('cdn/stories/help', { version: 'draft' });
    const published = await client.get('cdn/stories/help', { version: 'published' });
    expect(JSON.stringify(draft.data.story.content.intro)).toContain('Draft');
    expect(JSON.stringify(published.data.story.content.intro)).not.toContain('Draft');
  });

  it('cdn/stories with starts_with, per_page, page and by_uuids, with total and per-page headers', async () => {
    const first = await client.get('cdn/stories', { version: 'published', starts_with: 'posts/', per_page: 1, page: 1 });
    expect(first.total).toBe(3);
    expect(first.perPage).toBe(1);
    expect(first.data.stories).toHaveLength(1);
    const second = await client.get('cdn/stories', { version: 'published', starts_with: 'posts/', per_page: 1, page: 2 });
    expect(second.data.stories[0].uuid).not.toBe(first.data.stories[0].uuid);
    const byUuid = await client.get('cdn/stories', { version: 'published', by_uuids: second.data.stories[0].uuid });
    expect(byUuid.data.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual([second.data.stories[0].full_slug]);
  });

  it('resolve_relations puts the related story into the teaser; resolve_links=url resolves story links', async () => {
    const { data } = await client.get('cdn/stories/posts/slip', { version: 'published', resolve_relations: 'teaser.story', resolve_links: 'url' });
    const teasers = data.story.content.body.filter((b: { component: string }) => b.component === 'teaser');
    expect(teasers.length).toBeGreaterThan(0);
    for (const t of teasers) expect(t.story).toMatchObject({ full_slug: expect.stringMatching(/^posts\//), content: expect.any(Object) });
    const home = (await client.get('cdn/stories/home', { version: 'published', resolve_links: 'url' })).data.story.content;
    expect(JSON.stringify(home)).toContain('"linktype":"story"');
    const ready = home.body.find((b: { cta_link?: { linktype?: string } }) => b.cta_link?.linktype === 'story');
    expect(ready.cta_link.story).toMatchObject({ full_slug: 'install' });
    const hero = home.body.find((b: { component: string }) => b.component === 'hero');
    expect(hero.secondary_link.story).toMatchObject({ full_slug: 'install' });
  });

  it('cdn/spaces/me gives the cache version; a missing story rejects with 404', async () => {
    const me = await client.get('cdn/spaces/me', {});
    expect(me.data.space.version).toEqual(expect.any(Number));
    await expect(client.get('cdn/stories/no-such-story', { version: 'published' })).rejects.toMatchObject({ status: 404 });
  });

  it('datasource entries (editor redirects)', async () => {
    const { data } = await client.get('cdn/datasource_entries', { datasource: 'redirects' });
    expect(data.datasource_entries).toContainEqual(expect.objectContaining({ name: '/stop-smoking', value: '308 /quit-smoking' }));
  });
});

describe("the client's error handling (spec §8, §9)", () => {
  const ok = () =>
    new Response(JSON.stringify({ story: { id: 1, uuid: 'u', full_slug: 'x', content: { component: 'page' } }, cv: 1 }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });

  it('retries a 429 and then succeeds', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    let calls = 0;
    const fetchImpl = (async () => (++calls === 1 ? new Response('{}', { status: 429 }) : ok())) as typeof fetch;
    const c = createContentClient({ fetchImpl });
    const res = await c.get('cdn/stories/x', { version: 'draft' });
    expect(res.data.story.full_slug).toBe('x');
    expect(calls).toBe(2);
  });

  it('rejects a 500 without retrying', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls++;
      return new Response('{"error":"boom"}', { status: 500 });
    }) as typeof fetch;
    const c = createContentClient({ fetchImpl });
    await expect(c.get('cdn/stories/x', { version: 'draft' })).rejects.toMatchObject({ status: 500 });
    expect(calls).toBe(1);
  });

  it('uses the spec constants', () => {
    expect(CONTENT_LIMITS).toMatchObject({
      perPage: 25,
      requestsPerSecond: 5,
      requestsPerSecondWithOAuth: 3,
      maxRetries: 10,
      retryDelayMs: 300,
      batchSize: 50,
    });
  });
});

describe('a content endpoint over HTTP (STORYBLOK_API_URL)', () => {
  it('the client reads the same stories from a content server, and rejects without a status once it is gone', async () => {
    const server = await serveEmbeddedContent({ roots: [join(process.cwd(), 'content')] });
    const overHttp = createContentClient({ endpoint: `${server.url}/v2` });
    const local = createContentClient({});
    const params = { version: 'draft' as const, language: 'de' };
    const remote = await overHttp.get('cdn/stories/help', params);
    expect(remote.data.story).toEqual((await local.get('cdn/stories/help', params)).data.story);
    const page = await overHttp.get('cdn/stories', { version: 'draft', starts_with: 'posts/', per_page: 1, page: 1 });
    expect(page.total).toBe(3);
    await expect(overHttp.get('cdn/stories/no-such-story', { version: 'draft' })).rejects.toMatchObject({ status: 404 });

    await server.close();
    // Unreachable: a rejection without an HTTP status, which getStory rethrows (Next.js keeps the last good page).
    const error = await overHttp.get('cdn/stories/help', params).then(
      () => null,
      (e: unknown) => e as { status?: number; message?: string },
    );
    expect(error).not.toBeNull();
    expect(error!.status).toBeUndefined();
    expect(error!.message).toMatch(/fetch failed|ECONNREFUSED/i);
  });
});
