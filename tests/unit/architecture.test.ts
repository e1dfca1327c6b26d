// The shape of lib/ (docs/architecture.md): every folder an area, the folders' import graph without a
// cycle, lib/compose/ (the code that lists every area) imported by no area, and nothing in lib/
// importing a page, a component or a CMS block. Built from the sources' own import statements.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable, type RouteDef } from '@/lib/routing/pathnames';

const root = join(__dirname, '..', '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
// Static imports and re-exports, dynamic import() and require() of a string.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/gm;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.') || name === 'node_modules') return []; // builds (.next), installed packages
    return statSync(path).isDirectory() ? files(path) : SOURCE.test(name) ? [path] : [];
  });
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.') || name === 'node_modules') return [];
    return statSync(path).isDirectory() ? cssFiles(path) : name.endsWith('.css') ? [path] : [];
  });
}

/** The project path an import names (`@/x` or relative), or null for a package. */
function target(from: string, spec: string): string | null {
  if (spec.startsWith('@/')) return normalize(spec.slice(2));
  if (spec.startsWith('.')) return relative(root, normalize(join(dirname(from), spec)));
  return null;
}

/** The lib/ folder a project path lies in (`lib/env.ts` is its own: `env`). */
const areaOf = (path: string) => path.split('/')[1]!.replace(SOURCE, '');

type Edge = { from: string; to: string; file: string; spec: string };
function libImports(): Edge[] {
  return files(join(root, 'lib')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const path = relative(root, file);
    return [...text.matchAll(IMPORT)].flatMap((m) => {
      const spec = (m[1] ?? m[2] ?? m[3] ?? m[4])!;
      const to = target(file, spec);
      return to ? [{ from: areaOf(path), to: to.startsWith('lib/') ? areaOf(to) : to.split('/')[0]!, file: path, spec }] : [];
    });
  });
}

/** The cycles of a directed graph (Tarjan's strongly connected components of more than one node). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do component.push((w = stack.pop()!));
      while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the folders of lib/', () => {
  const edges = libImports();

  it('reads the imports it judges (the graph is not empty)', () => {
    expect(edges.filter((e) => e.to !== e.from && e.file.startsWith('lib/compose/')).length).toBeGreaterThan(10);
    expect(new Set(edges.map((e) => e.from)).size).toBeGreaterThan(20);
  });

  it('import each other without a cycle', () => {
    const graph = new Map<string, Set<string>>();
    for (const e of edges)
      if (e.from !== e.to && !['app', 'components', 'blocks', 'messages', 'styles', 'content'].includes(e.to)) {
        graph.set(e.from, (graph.get(e.from) ?? new Set()).add(e.to));
      }
    const found = cycles(graph).map((c) => ({
      cycle: c.join(' ↔ '),
      imports: edges.filter((e) => c.includes(e.from) && c.includes(e.to) && e.from !== e.to).map((e) => `${e.file} → ${e.spec}`),
    }));
    expect(found).toEqual([]);
  });

  it('never import lib/compose/ (only pages, route handlers, the proxy and scripts do)', () => {
    const offenders = edges.filter((e) => e.to === 'compose' && e.from !== 'compose').map((e) => `${e.file} → ${e.spec}`);
    expect(offenders).toEqual([]);
  });

  it('never import a page, a component or a CMS block', () => {
    const offenders = edges.filter((e) => ['app', 'components', 'blocks'].includes(e.to)).map((e) => `${e.file} → ${e.spec}`);
    expect(offenders).toEqual([]);
  });
});

describe('pages, route handlers, components and blocks', () => {
  it("never reach the database themselves: no lib/db, no drizzle-orm, no table (areas' functions get it)", () => {
    const offenders = ['app', 'components', 'blocks'].flatMap((dir) =>
      files(join(root, dir)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(IMPORT)]
          .map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4])!)
          .filter((spec) => spec === '@/lib/db' || spec.startsWith('@/lib/db/') || spec.startsWith('drizzle-orm') || /\/tables$/.test(spec))
          .map((spec) => `${relative(root, file)} → ${spec}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});

describe("each page's rendering policy", () => {
  /** Every page of app/[locale] with its route: its folders without the route groups. */
  const pages = files(join(root, 'app', '[locale]'))
    .filter((f) => f.endsWith('/page.tsx'))
    .map((file) => {
      const folders = relative(join(root, 'app', '[locale]'), dirname(file)).split('/');
      return { file: relative(root, file), route: `/${folders.filter((s) => s && !/^\(.*\)$/.test(s)).join('/')}`, text: readFileSync(file, 'utf8') };
    });

  it('comes from the route table: a perRequest route calls renderPolicy with its route, no other does, no page sets `dynamic`', () => {
    expect(pages.length).toBeGreaterThan(30);
    const wrong = pages.flatMap(({ file, route, text }) => {
      const def = (routeTable as Record<string, RouteDef>)[route];
      if (!def) return route === '/admin/[...rest]' ? [] : [`${file}: ${route} is not in the route table`];
      const calls = text.includes(`renderPolicy('${route}')`);
      return [
        ...(/export const dynamic\b/.test(text) ? [`${file}: sets dynamic itself`] : []),
        ...(def.perRequest && !calls ? [`${file}: ${route} renders per request, but the page does not call renderPolicy('${route}')`] : []),
        ...(!def.perRequest && /renderPolicy\(/.test(text) ? [`${file}: ${route} is static in the table, but the page calls renderPolicy`] : []),
      ];
    });
    expect(wrong).toEqual([]);
  });
});

describe('every source file', () => {
  it('is at most 300 lines, CSS and tests included (migrations are generated)', () => {
    const long = ['app', 'components', 'blocks', 'lib', 'styles', 'scripts', 'bench', 'tests']
      .flatMap((dir) => [...files(join(root, dir)), ...cssFiles(join(root, dir))])
      .filter((f) => !f.includes('/lib/db/migrations/') && !f.includes('/bench/results/') && !f.includes('/node_modules/'))
      .map((f) => ({ file: relative(root, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > 300);
    expect(long).toEqual([]);
  });
});

describe('the cycle finder', () => {
  it('finds a cycle of three and ignores a chain', () => {
    const g = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c']]);
    g.get('c')!.delete('a');
    expect(cycles(g)).toEqual([]);
  });
});
