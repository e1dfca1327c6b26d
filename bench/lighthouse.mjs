// Lighthouse for the bench: its default (mobile) config in Debian's Chromium, several runs per page.
import { median } from './measure.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Lighthouse's default (mobile) config, `lighthouseRuns` times per page, interleaved; medians per category. */
export async function lighthouseScores(paths, { site, runs: lighthouseRuns, chromium }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const runs = Object.fromEntries(paths.map((p) => [p, []]));
  try {
    for (let i = 0; i < lighthouseRuns; i++) {
      for (const path of paths) {
        // A run that Lighthouse itself could not complete (e.g. NO_NAVSTART, a trace it could not read)
        // says nothing about the page: it is run again, up to twice.
        let lhr;
        for (let attempt = 0; attempt < 3; attempt++) {
          ({ lhr } = await lighthouse(site + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }));
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
        runs[path].push({ scores, failing, fatal });
        process.stdout.write(
          `lighthouse ${i + 1}/${lighthouseRuns} ${path}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}${fatal ? ` (${fatal})` : ''}\n`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return paths.map((path) => {
    const list = runs[path];
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(list.map((r) => r.scores[c]))]));
    // Failing audits of the run with the median performance score, for the categories under target.
    const mid = [...list].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(list.length / 2)];
    const failing = Object.fromEntries(CATEGORIES.filter((c) => scores[c] < TARGETS[c]).map((c) => [c, mid.failing[c]]));
    return { path, runs: list.length, scores, allRuns: list.map((r) => r.scores), failing };
  });
}
