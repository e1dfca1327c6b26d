import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createContentClient } from '@/lib/content/client';
import { createEmbeddedSource } from '@/lib/content/embedded-source';
import { formatHours, parseQuitline, splitQuitlines, telHref, type Quitline } from '@/lib/quitlines';

// The real storyblok-js-client reads the datasource `quitlines` from the embedded content source.
async function quitlinesThrough(fetchImpl?: typeof fetch): Promise<Quitline[]> {
  const client = createContentClient(fetchImpl ? { fetchImpl } : {});
  await client.flushCache(); // the client's response cache is shared by its instances
  const { data } = await client.get('cdn/datasource_entries', { datasource: 'quitlines', per_page: 1000 });
  const entries = (data as { datasource_entries: Array<{ name: string; value: string }> }).datasource_entries;
  return entries.flatMap((e) => {
    const parsed = parseQuitline(e);
    return parsed.ok ? [parsed.quitline] : [];
  });
}

describe('quitlines from the CMS datasource', () => {
  it('every entry of content/datasources/quitlines.json is valid, and each language finds its national line', async () => {
    const client = createContentClient({});
    const { data } = await client.get('cdn/datasource_entries', { datasource: 'quitlines', per_page: 1000 });
    const entries = (data as { datasource_entries: Array<{ name: string; value: string }> }).datasource_entries;
    expect(entries.length).toBe(10);
    for (const e of entries) expect(parseQuitline(e), e.name).toMatchObject({ ok: true });

    const all = await quitlinesThrough();
    const main = (locale: Parameters<typeof splitQuitlines>[1]) => splitQuitlines(all, locale).main.map((q) => telHref(q.tel));
    expect(main('en-US')).toEqual(['tel:+443001231044', 'tel:+18007848669']);
    expect(main('de-DE')).toEqual(['tel:+498008313131']);
    expect(main('fr-FR')).toEqual(['tel:3989']);
    expect(main('nl-NL')).toEqual(['tel:+318001995']);
    expect(main('it-IT')).toEqual(['tel:+39800554088']);
    expect(main('pt-PT')).toEqual(['tel:+351808242424']);
    expect(main('ru-RU')).toEqual(['tel:+78002000200']);
    expect(main('pl-PL')).toEqual(['tel:+48801108108']);
    expect(main('es-ES')).toEqual([]);
    expect(splitQuitlines(all, 'es-ES').others).toHaveLength(10);
  });

  it('hours are shown in the visitor’s language', async () => {
    const gb = (await quitlinesThrough()).find((q) => q.country === 'gb')!;
    expect(formatHours(gb.hours, 'en-US')).toEqual(['Mon–Fri 9:00 AM–8:00 PM', 'Sat–Sun 11:00 AM–4:00 PM']);
    expect(formatHours(gb.hours, 'de-DE')).toEqual(['Mo–Fr 9:00–20:00', 'Sa–So 11:00–16:00']);
  });

  it('an entry editors got wrong is left out, the others still show', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quitlines-'));
    mkdirSync(join(root, 'datasources'), { recursive: true });
    writeFileSync(
      join(root, 'datasources', 'quitlines.json'),
      JSON.stringify({
        datasource_entries: [
          { id: 1, name: 'de', value: 'service=BZgA; tel=+498008313131; display=0800 8 31 31 31; source=https://example.org/check; for=de' },
          { id: 2, name: 'xx', value: 'service=Broken; tel=call us; display=?; source=not a url' },
          {
            id: 3,
            name: 'at',
            value: 'service=Rauchfrei Telefon; tel=+43800810013; display=0800 810 013; hours=mo-fr 10:00-18:00; source=javascript:alert(1)',
          },
        ],
      }),
    );
    const source = createEmbeddedSource({ roots: [root] });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lines = await quitlinesThrough(source.fetch);
    spy.mockRestore();
    expect(lines.map((q) => q.country)).toEqual(['de']);
  });
});
