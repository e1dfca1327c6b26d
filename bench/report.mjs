// The bench's printed report (bench/run.mjs writes the same figures to bench/results/latest.json).

/**
 * Prints one table per part and the summary.
 * @param {any} result what bench/run.mjs measured
 * @param {{ lighthouseRuns: number, adminRequests: number, blankPath: string }} options
 */
export function printReport(result, { lighthouseRuns, adminRequests, blankPath }) {
  const { throughput, proxyFloor: floor, proxy, edge, lighthouse, summary } = result;
  const admin = Array.isArray(result.admin?.pages) ? result.admin.pages : null;
  const BLANK = blankPath;
  console.log('\nthroughput at 50 connections (median of rounds) and client JS (gzip) against a blank Next.js page');
  console.table(
    throughput.map((r) => ({
      path: r.path,
      rps: r.rps,
      blank: r.blankRps,
      'rps ×': r.rpsRatio,
      '× proxy floor': r.rpsRatioVsProxyFloor,
      'p99 ms': r.p99Ms,
      errors: r.errors,
      'js B': r.jsGzipBytes,
      'blank js B': r.blankJsGzipBytes,
      'js ×': r.jsRatio,
    })),
  );
  console.log(
    `the blank page behind a pass-through proxy.ts: ${floor.rps} rps vs ${floor.blankRps} (${floor.ratio}×); added latency over HTTP, one connection:`,
    floor.latency,
  );
  console.log('proxy.ts added latency (in-process):', proxy);
  console.log('\ncontent through the caching edge (nginx, two instances, Redis) against the blank page served directly');
  console.table(edge);
  if (lighthouse.some((l) => l.scores)) {
    const blank = lighthouse.find((l) => l.reference && l.scores);
    console.log(`\nlighthouse, mobile (median of ${lighthouseRuns} runs; the last row is ${BLANK}, measured in the same rounds)`);
    console.table(
      lighthouse
        .filter((l) => l.scores)
        .map((l) => ({
          path: l.path,
          ...l.scores,
          'performance − blank': blank && !l.reference ? l.scores.performance - blank.scores.performance : '',
          'TBT ms': l.tbtMs,
          'LCP ms': l.lcpMs,
          'LCP is the banner': l.lcpIsBanner ? 'yes' : '',
        })),
    );
    for (const l of lighthouse.filter((x) => x.scores && !x.reference))
      for (const [c, ids] of Object.entries(l.failing)) console.log(`  ${l.path} ${c} under target, failing audits: ${ids.join(', ') || '–'}`);
  }
  if (admin) {
    console.log(`\nadmin pages, time to last byte as the admin (${adminRequests} requests each; PostgreSQL with the bench seed)`);
    console.table(admin.map((a) => ({ page: a.page, path: a.path, 'median ms': a.medianMs, 'p95 ms': a.p95Ms })));
  }
  console.log(`\nsummary (${result.durationS} s; bench/results/latest.json)`);
  console.table(summary);
}
