// Each area owns its tables (lib/<area>/tables.ts, read by drizzle-kit through drizzle.config.ts's
// glob), and the committed migrations are exactly what they describe: `drizzle-kit generate` on a copy
// of lib/db/migrations finds nothing to write. A table or column changed without its migration fails
// here; so does an area's tables.ts that drizzle-kit does not read (its tables would be new to it).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../drizzle.config';

const root = join(__dirname, '..', '..');
const listing = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

describe('the tables and the migrations', () => {
  it('drizzle-kit generate finds nothing to migrate', { timeout: 120_000 }, () => {
    // Inside the project, given relative: drizzle-kit prefixes `./` to the folder it is given.
    mkdirSync(join(root, '.data'), { recursive: true });
    const out = mkdtempSync(join(root, '.data', 'migrations-check-'));
    try {
      cpSync(join(root, 'lib/db/migrations'), out, { recursive: true });
      const before = listing(out);
      const r = spawnSync(
        join(root, 'node_modules/.bin/drizzle-kit'),
        ['generate', '--dialect', config.dialect, '--schema', String(config.schema), '--out', relative(root, out)],
        { cwd: root, encoding: 'utf8' },
      );
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain('No schema changes');
      expect(listing(out)).toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('every area keeps its tables in its own tables.ts, and lib/compose/all-tables.ts lists them all', () => {
    const withTables = readdirSync(join(root, 'lib'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && readdirSync(join(root, 'lib', d.name)).includes('tables.ts'))
      .map((d) => d.name);
    expect(withTables.length).toBeGreaterThanOrEqual(12);
    const listed = [...readFileSync(join(root, 'lib/compose/all-tables.ts'), 'utf8').matchAll(/from '@\/lib\/([^/]+)\/tables'/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(withTables.sort());
    // No table is defined outside an area's tables.ts.
    const elsewhere = readdirSync(join(root, 'lib'), { recursive: true })
      .map(String)
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/(^|\/)tables\.ts$/.test(f))
      .filter((f) => /\bpgTable\(/.test(readFileSync(join(root, 'lib', f), 'utf8')));
    expect(elsewhere).toEqual([]);
  });
});
