#!/usr/bin/env node
// `npm test`: the whole suite. Unit, component and integration tests (Vitest), then e2e on a
// production build (Playwright in Chromium), then the load and fault tests on the same build
// (scripts/resilience.mjs; 5-second load runs under CI). Ends with one summary line:
// "total: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(join(results, 'vitest.json'), { force: true });
rmSync(join(results, 'e2e.json'), { force: true });
rmSync(join(results, 'resilience.json'), { force: true });
mkdirSync(results, { recursive: true });

const step = (label, cmd, args, extraEnv = {}) => {
  console.log(`\n[test] ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return r.status === 0;
};

const unitOk = step('unit, component and integration tests (vitest)', join(root, 'node_modules/.bin/vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, 'vitest.json')}`,
]);
const e2eOk = step('end-to-end tests (playwright, production build)', process.execPath, [join(root, 'scripts/e2e.mjs')]);
const short = process.env.CI && !process.env.RESILIENCE_SECONDS ? { RESILIENCE_SECONDS: '5' } : {};
const resilienceOk = step('load and fault tests (resilience, the same build)', process.execPath, [join(root, 'scripts/resilience.mjs')], short);

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const v = read(join(results, 'vitest.json'));
const p = read(join(results, 'e2e.json'));
const r = read(join(results, 'resilience.json'));
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (r?.passed ?? 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0) + (p?.stats?.flaky ?? 0) + (r?.failed ?? 0);
const skipped = (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0) + (p?.stats?.skipped ?? 0) + (r?.skipped ?? 0);
const ok = unitOk && e2eOk && resilienceOk && v !== null && p !== null && r !== null && failed === 0;
console.log(`\nunit: ${v ? `${v.numPassedTests} passed, ${v.numFailedTests} failed` : 'did not report'}`);
console.log(`e2e: ${p ? `${p.stats.expected} passed, ${p.stats.unexpected + p.stats.flaky} failed` : 'did not report'}`);
console.log(`resilience: ${r ? `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped` : 'did not report'}`);
console.log(`total: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
