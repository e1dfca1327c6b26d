// Lighthouse for the bench: its default (mobile) config in Debian's Chromium, several runs per page.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median } from './measure.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/**
 * The pages Lighthouse measures (issue #35): home, help, quit smoking, a post, the dependence test and
 * the motivation survey, in every language (lib/routing/pathnames.ts has the translated slugs; a unit
 * test keeps this list equal to it).
 */
const SLUGS = [
  ['', '/help', '/quit-smoking'],
  ['/de', '/hilfe', '/nikotinentzug'],
  ['/fr', '/aide', '/arreter-de-fumer'],
  ['/nl', '/hulp', '/stoppen-met-roken'],
  ['/es', '/ayuda', '/dejar-de-fumar'],
  ['/ru', encodeURI('/помощь'), encodeURI('/бросить-курить')],
  ['/it', '/aiuto', '/smettere-di-fumare'],
  ['/pt', '/ajuda', '/parar-de-fumar'],
  ['/pl', '/pomoc', '/rzucanie-palenia'],
];
export const LIGHTHOUSE_PATHS = SLUGS.flatMap(([prefix, help, quit]) => [
  prefix || '/',
  prefix + help,
  prefix + quit,
  `${prefix}/posts/first-week`,
  `${prefix}/survey/test`,
  `${prefix}/survey/motivation`,
]);

/** The page's largest contentful paint: which element it was (a selector and its text) and when. */
function largestPaint(lhr) {
  const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = item?.items?.[0]?.node ?? item?.node;
  return {
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    lcpElement: node ? `${node.selector ?? ''} ${JSON.stringify((node.snippet ?? '').slice(0, 80))}`.trim() : undefined,
    /** Whether the cookie banner was the largest paint (it must never be: issue #15). */
    lcpIsBanner: Boolean(node?.selector?.includes('#cc-main') || node?.path?.includes('cc-main') || /\bcm__/.test(node?.selector ?? '')),
  };
}

/** The label of the same-run reference: a blank Next.js page (bench/baseline), measured like Exhale's pages. */
export const BLANK = 'blank Next.js page';

/**
 * Lighthouse's default (mobile) config, `lighthouseRuns` times per page, interleaved; medians per
 * category. With `reference` (the blank page's URL) it is measured in every round too, so each page's
 * score can be read against what the framework alone scores on this machine, in the same run.
 */
export async function lighthouseScores(paths, { site, runs: lighthouseRuns, chromium, reference }) {
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const urls = Object.fromEntries(paths.map((p) => [p, site + p]));
  if (reference) urls[BLANK] = reference;
  const runs = Object.fromEntries(Object.keys(urls).map((p) => [p, []]));
  try {
    await warmUp(Object.values(urls));
    for (let i = 0; i < lighthouseRuns; i++) {
      for (const [path, url] of Object.entries(urls)) {
        // A run that Lighthouse itself could not complete (e.g. NO_NAVSTART, a trace it could not read)
        // says nothing about the page: it is run again, up to twice.
        let run;
        for (let attempt = 0; attempt < 3; attempt++) {
          run = await runOnce(url, chrome.port);
          if (!run.fatal) break;
          process.stdout.write(`lighthouse ${i + 1}/${lighthouseRuns} ${path}: ${run.fatal}, run again\n`);
        }
        const { scores, fatal, tbtMs, cls, lcpMs, lcpElement } = run;
        runs[path].push(run);
        process.stdout.write(
          `lighthouse ${i + 1}/${lighthouseRuns} ${decodeURI(path)}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}, TBT ${tbtMs} ms, CLS ${cls}, LCP ${lcpMs} ms ${lcpElement ?? ''}${fatal ? ` (${fatal})` : ''}\n`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return Object.keys(urls).map((path) => {
    const list = runs[path];
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(list.map((r) => r.scores[c]))]));
    // Failing audits of the run with the median performance score, for the categories under target.
    const mid = [...list].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(list.length / 2)];
    const failing = Object.fromEntries(CATEGORIES.filter((c) => scores[c] < TARGETS[c]).map((c) => [c, mid.failing[c]]));
    return {
      path: path === BLANK ? BLANK : decodeURI(path),
      reference: path === BLANK,
      runs: list.length,
      scores,
      allRuns: list.map((r) => r.scores),
      failing,
      lcpElement: mid.lcpElement,
      lcpMs: median(list.map((r) => r.lcpMs)),
      tbtMs: median(list.map((r) => r.tbtMs)),
      cls: median(list.map((r) => r.cls ?? 0)),
      lcpIsBanner: list.some((r) => r.lcpIsBanner),
    };
  });
}

/** What one run says: the scores, the audits that did not pass, blocking time and the largest paint. */
function summary(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  // What keeps a category under its target: its audits that did not pass.
  const failing = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      (lhr.categories[c]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9 && !['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode))
        .map((a) => a.id),
    ]),
  );
  const tbtMs = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
  const cls = Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000;
  return { scores, failing, fatal: lhr.runtimeError?.code, tbtMs, cls, ...largestPaint(lhr) };
}

/**
 * One Lighthouse run in a child process of its own (this file with `--one`), in the Chrome the parent
 * launched. Lighthouse's memory grows from run to run: in one process, 57 runs ran the bench out of
 * heap, and long before that its garbage collection competed with the page for the CPU (blocking time
 * rose round after round). A child gives everything back when it ends.
 */
function runOnce(url, port) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [fileURLToPath(import.meta.url), '--one', url, String(port)], { maxBuffer: 16 << 20 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
  });
}

/**
 * Every page and the scripts, styles and fonts it names, fetched once before the first round: a server
 * just started compiles its code paths and fills its caches on the first requests, which no visitor of
 * a running site waits for.
 */
async function warmUp(urls) {
  for (const url of urls) {
    const html = await (await fetch(url)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((m) => new URL(m[1], url).toString());
    await Promise.all([...new Set(assets)].map(async (asset) => (await fetch(asset)).arrayBuffer()));
  }
}

// `node bench/lighthouse.mjs --one <url> <port>`: one run in the Chrome listening on <port>; prints its summary as JSON.
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === '--one') {
  const { default: lighthouse } = await import('lighthouse');
  const { lhr } = await lighthouse(process.argv[3], { port: Number(process.argv[4]), output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  // Written to a pipe, stdout is asynchronous: exit once it is out (Lighthouse may leave handles open).
  process.stdout.write(JSON.stringify(summary(lhr)), () => process.exit(0));
}

// `node bench/lighthouse.mjs <site> [runs] [blank page URL]`: Lighthouse alone against a running
// Exhale (e.g. one started by scripts/local.mjs), every page of LIGHTHOUSE_PATHS, and the blank page
// when its URL is given (e.g. bench/baseline served by `next start`); prints a table and the JSON.
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] !== '--one') {
  const site = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
  const runs = Number(process.argv[3] ?? 1);
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const results = await lighthouseScores(LIGHTHOUSE_PATHS, { site, runs, chromium, reference: process.argv[4] });
  console.table(results.map((r) => ({ path: r.path, ...r.scores, tbtMs: r.tbtMs, cls: r.cls, lcpMs: r.lcpMs, banner: r.lcpIsBanner ? 'LCP!' : '' })));
  for (const r of results) console.log(`${r.path}: LCP ${r.lcpElement ?? '?'}`);
  console.log(JSON.stringify(results, null, 2));
}
