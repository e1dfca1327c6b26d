#!/usr/bin/env node
// `npm test`: the whole suite. First the static checks (ESLint, then the type check; a failure stops
// the run), then unit, component and integration tests (Vitest), e2e on a production build
// (Playwright in Chromium), and the load and fault tests on the same build (Vitest,
// vitest.resilience.config.mts; 5-second load under CI), then the production topology on the same build
// (two instances behind nginx, vitest.topology.config.mts; shorter under CI). Ends with one summary line:
// "total: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(join(results, 'vitest.json'), { force: true });
rmSync(join(results, 'e2e.json'), { force: true });
rmSync(join(results, 'resilience.json'), { force: true });
rmSync(join(results, 'resilience-load.json'), { force: true });
rmSync(join(results, 'topology.json'), { force: true });
rmSync(join(results, 'vitest-node24.json'), { force: true });
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
// Node.js 24 LTS, production's runtime (deploy/Dockerfile): the npm registry's node-<platform>-<arch>
// package (the binary the `node` package would install; no install script), fetched by npm exec.
// On it: the unit and integration tests, a production build of its own and the e2e smoke on it; the
// topology below then runs that build on Node 24 too. TEST_NODE24=0 skips this pass (and counts as failed).
const NODE24 = '24.21.0';
const node24 = (() => {
  if (process.env.TEST_NODE24 === '0') return '';
  const r = spawnSync('npm', ['exec', '--yes', `--package=node-${process.platform}-${process.arch}@${NODE24}`, '--', 'node', '-p', 'process.execPath'], {
    cwd: root,
    encoding: 'utf8',
  });
  const path = r.status === 0 ? r.stdout.trim().split('\n').pop() : '';
  if (!path) console.log(`\n[test] Node.js ${NODE24} could not be fetched: ${(r.stderr || '').trim().slice(-500)}`);
  return path;
})();
const on24 = node24
  ? { PATH: `${dirname(node24)}${delimiter}${process.env.PATH}`, NEXT_DIST_DIR: '.next-node24', E2E_DATA_DIR: join(root, '.data', 'e2e-node24') }
  : null;
const node24UnitOk =
  on24 !== null &&
  step(
    `unit and integration tests on Node.js ${NODE24}`,
    node24,
    [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest-node24.json')}`],
    // On PGlite only, to keep the run short: the topology below runs Node 24 against PostgreSQL.
    { ...on24, TEST_DATABASE_URL: '' },
  );
const tsconfigBefore = readFileSync(join(root, 'tsconfig.json'), 'utf8');
const node24E2eOk =
  on24 !== null &&
  step(
    `production build and e2e smoke on Node.js ${NODE24}`,
    node24,
    [join(root, 'scripts/e2e.mjs'), 'tests/e2e/home.spec.ts', 'tests/e2e/cache-headers.spec.ts', '--reporter=list'],
    on24,
  );
// Next.js adds a build folder's type globs to tsconfig.json when they are missing; the committed
// config carries .next-node24's, so this build leaves the tree as it was.
const tsconfigOk = readFileSync(join(root, 'tsconfig.json'), 'utf8') === tsconfigBefore;
if (!tsconfigOk) console.log(`\n[test] the Node.js ${NODE24} build changed tsconfig.json (git diff tsconfig.json): commit the entries Next.js added`);

const topologyOk = step(
  'production topology (npm run topology: two instances behind the caching edge)',
  join(root, 'node_modules/.bin/vitest'),
  ['run', '--config', 'vitest.topology.config.mts'],
  on24 ?? {},
);

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const v = read(join(results, 'vitest.json'));
const p = read(join(results, 'e2e.json'));
const r = read(join(results, 'resilience.json'));
const t = read(join(results, 'topology.json'));
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (r?.numPassedTests ?? 0) + (t?.numPassedTests ?? 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0) + (p?.stats?.flaky ?? 0) + (r?.numFailedTests ?? 0) + (t?.numFailedTests ?? 0);
const skipped =
  (v?.numPendingTests ?? 0) +
  (v?.numTodoTests ?? 0) +
  (p?.stats?.skipped ?? 0) +
  (r?.numPendingTests ?? 0) +
  (r?.numTodoTests ?? 0) +
  (t?.numPendingTests ?? 0);
const n24 = read(join(results, 'vitest-node24.json'));
const ok =
  unitOk &&
  e2eOk &&
  resilienceOk &&
  topologyOk &&
  node24UnitOk &&
  node24E2eOk &&
  tsconfigOk &&
  n24 !== null &&
  v !== null &&
  p !== null &&
  r !== null &&
  t !== null &&
  failed === 0;
// The names of what failed, with the first line of each error, so that the last lines of a CI log say
// which test to look at (Playwright prints its own list long before the end).
const firstLine = (text) =>
  String(text ?? '')
    .replace(/\x1b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);
const vitestFailures = (label, report) =>
  (report?.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => `${label}: ${file.name.replace(root, '')} › ${a.fullName} — ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed before or around its tests (a hook, an import, a port in use) has no failed test.
    if (file.status === 'failed' && failed.length === 0) return [`${label}: ${file.name.replace(root, '')} (the file itself) — ${firstLine(file.message)}`];
    return failed;
  });
/** A vitest report's counts for the summary; files that failed outside their tests are counted too. */
const vitestCounts = (report, skipped = false) =>
  `${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${report.numPendingTests} skipped` : ''}${
    report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? ` (${report.numFailedTestSuites} file failed)` : ''
  }`;
const playwrightSpecs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(playwrightSpecs)];
const e2eFailures = (p?.suites ?? []).flatMap(playwrightSpecs).flatMap((spec) =>
  spec.tests
    .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
    .map((test) => {
      const result = test.results.find((r) => r.error);
      // Each error with the line it stopped at: a test timeout's second error names the step that waited.
      const errors = (result?.errors?.length ? result.errors : [result?.error])
        .filter(Boolean)
        .map((error) => `${firstLine(error.message)}${error.location ? ` (at ${error.location.file.replace(root, '')}:${error.location.line})` : ''}`);
      return `e2e (${test.status === 'flaky' ? 'failed, then passed on retry' : 'failed'}): tests/e2e/${spec.file}:${spec.line} › ${spec.title} — ${errors.join(' | ')}`;
    }),
);
const failures = [
  ...vitestFailures('unit', v),
  ...e2eFailures,
  ...vitestFailures('resilience', r),
  ...vitestFailures('Node.js 24 unit', n24),
  ...vitestFailures('topology', t),
];
if (failures.length > 0) console.log(`\nfailed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`);
// A skip is never silent: what did not run, by name (the PostgreSQL suites without TEST_DATABASE_URL,
// on the Node.js 24 pass by design; a resilience test whose service is missing).
const vitestSkips = (label, report) =>
  (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((a) => a.status === 'pending' || a.status === 'skipped' || a.status === 'todo')
      .map((a) => `${label}: ${file.name.replace(root, '')} › ${a.fullName}`),
  );
const skips = [...vitestSkips('unit', v), ...vitestSkips('resilience', r), ...vitestSkips('topology', t)];
if (skips.length > 0) console.log(`\nskipped tests:\n${skips.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nunit: ${v ? vitestCounts(v) : 'did not report'}`);
console.log(`e2e: ${p ? `${p.stats.expected} passed, ${p.stats.unexpected + p.stats.flaky} failed` : 'did not report'}`);
console.log(`resilience: ${r ? vitestCounts(r, true) : 'did not report'}`);
console.log(
  `Node.js ${NODE24}: unit ${n24 ? vitestCounts(n24) : 'did not report'}; build and e2e smoke ${node24E2eOk ? 'passed' : 'failed'}; tsconfig.json ${tsconfigOk ? 'unchanged' : 'changed'}`,
);
console.log(`topology: ${t ? vitestCounts(t) : 'did not report'}`);
console.log(`total: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
