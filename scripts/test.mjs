#!/usr/bin/env node
// `npm test`: the whole suite. First the static checks (ESLint, then the type check; a failure stops
// the run), then unit, component and integration tests (Vitest), e2e on a production build
// (Playwright in Chromium), and the load and fault tests on the same build (Vitest,
// vitest.resilience.config.mts; 5-second load under CI). Ends with one summary line:
// "total: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(join(results, 'vitest.json'), { force: true });
rmSync(join(results, 'e2e.json'), { force: true });
rmSync(join(results, 'resilience.json'), { force: true });
rmSync(join(results, 'resilience-load.json'), { force: true });
mkdirSync(results, { recursive: true });

const step = (label, cmd, args, extraEnv = {}) => {
  console.log(`\n[test] ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return r.status === 0;
};

// Static checks, in order; a failure ends the run before any test.
const checks = [
  ['format check (prettier)', 'format:check'],
  ['lint (eslint)', 'lint'],
  ['type check (next typegen, tsc --noEmit)', 'typecheck'],
];
for (const [label, script] of checks) {
  if (!step(label, 'npm', ['run', '--silent', script])) {
    console.log(`\n${label} failed: no tests run`);
    console.log('total: 0 passed, 1 failed, 0 skipped');
    process.exit(1);
  }
}

const unitOk = step('unit, component and integration tests (vitest)', join(root, 'node_modules/.bin/vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, 'vitest.json')}`,
]);
const e2eOk = step('end-to-end tests (playwright, production build)', process.execPath, [join(root, 'scripts/e2e.mjs')]);
const short = process.env.CI && !process.env.RESILIENCE_SECONDS ? { RESILIENCE_SECONDS: '5' } : {};
const resilienceOk = step(
  'load and fault tests (resilience, the same build)',
  join(root, 'node_modules/.bin/vitest'),
  ['run', '--config', 'vitest.resilience.config.mts'],
  short,
);

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const v = read(join(results, 'vitest.json'));
const p = read(join(results, 'e2e.json'));
const r = read(join(results, 'resilience.json'));
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (r?.numPassedTests ?? 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0) + (p?.stats?.flaky ?? 0) + (r?.numFailedTests ?? 0);
const skipped = (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0) + (p?.stats?.skipped ?? 0) + (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0);
const ok = unitOk && e2eOk && resilienceOk && v !== null && p !== null && r !== null && failed === 0;
console.log(`\nunit: ${v ? `${v.numPassedTests} passed, ${v.numFailedTests} failed` : 'did not report'}`);
console.log(`e2e: ${p ? `${p.stats.expected} passed, ${p.stats.unexpected + p.stats.flaky} failed` : 'did not report'}`);
console.log(`resilience: ${r ? `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped` : 'did not report'}`);
console.log(`total: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
