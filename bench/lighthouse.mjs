// Lighthouse for the bench: its default (mobile) config in Debian's Chromium, several runs per page.
import { median } from './measure.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/**
 * The pages Lighthouse measures: home and help in every language (lib/routing/pathnames.ts has the
 * help page's slugs; a unit test keeps this list equal to it).
 */
export const LIGHTHOUSE_PATHS = [
  ['', '/help'],
  ['/de', '/hilfe'],
  ['/fr', '/aide'],
  ['/nl', '/hulp'],
  ['/es', '/ayuda'],
  ['/ru', encodeURI('/помощь')],
  ['/it', '/aiuto'],
  ['/pt', '/ajuda'],
  ['/pl', '/pomoc'],
].flatMap(([prefix, help]) => [prefix || '/', prefix + help]);

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
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const urls = Object.fromEntries(paths.map((p) => [p, site + p]));
  if (reference) urls[BLANK] = reference;
  const runs = Object.fromEntries(Object.keys(urls).map((p) => [p, []]));
  try {
    for (let i = 0; i < lighthouseRuns; i++) {
      for (const [path, url] of Object.entries(urls)) {
        // A run that Lighthouse itself could not complete (e.g. NO_NAVSTART, a trace it could not read)
        // says nothing about the page: it is run again, up to twice.
        let lhr;
        for (let attempt = 0; attempt < 3; attempt++) {
          ({ lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }));
          if (!lhr.runtimeError) break;
          process.stdout.write(`lighthouse ${i + 1}/${lighthouseRuns} ${path}: ${lhr.runtimeError.code}, run again\n`);
        }
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
        const fatal = lhr.runtimeError?.code;
        const lcp = largestPaint(lhr);
        const tbtMs = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        runs[path].push({ scores, failing, fatal, tbtMs, ...lcp });
        process.stdout.write(
          `lighthouse ${i + 1}/${lighthouseRuns} ${decodeURI(path)}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}, TBT ${tbtMs} ms, LCP ${lcp.lcpMs} ms ${lcp.lcpElement ?? ''}${fatal ? ` (${fatal})` : ''}\n`,
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
      lcpIsBanner: list.some((r) => r.lcpIsBanner),
    };
  });
}

// `node bench/lighthouse.mjs <site> [runs] [blank page URL]`: Lighthouse alone against a running
// Exhale (e.g. one started by scripts/local.mjs), every page of LIGHTHOUSE_PATHS, and the blank page
// when its URL is given (e.g. bench/baseline served by `next start`); prints a table and the JSON.
if (import.meta.url === `file://${process.argv[1]}`) {
  const site = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
  const runs = Number(process.argv[3] ?? 1);
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const results = await lighthouseScores(LIGHTHOUSE_PATHS, { site, runs, chromium, reference: process.argv[4] });
  console.table(results.map((r) => ({ path: r.path, ...r.scores, tbtMs: r.tbtMs, lcpMs: r.lcpMs, banner: r.lcpIsBanner ? 'LCP!' : '' })));
  for (const r of results) console.log(`${r.path}: LCP ${r.lcpElement ?? '?'}`);
  console.log(JSON.stringify(results, null, 2));
}
