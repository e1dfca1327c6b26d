// The bench's summary: one row per measure with its value, target and whether it was met (bench/run.mjs).
import { BLANK, CATEGORIES, TARGETS } from './lighthouse.mjs';

/** @param {any} m what bench/run.mjs measured (each part's result; null when skipped) */
export function summarize({ throughput, edge, floor, proxy, lighthouse, admin, account, mail, reminders, behindFloor }) {
  return [
    // A reference: any request layer keeps Next.js 16 far below a blank page (the floor below is 0.3–0.4×).
    ...throughput.map((r) => ({ measure: `reference: throughput ${r.path} (× blank)`, value: r.rpsRatio, target: '–', met: null })),
    // Issue #36: what any request layer costs on Next.js 16 is the floor; content pages keep 3/4 of it.
    ...throughput.map((r) => ({
      measure: `throughput ${r.path} (× blank behind a pass-through proxy.ts)`,
      value: r.rpsRatioVsProxyFloor,
      target: '≥ 0.75',
      met: r.rpsRatioVsProxyFloor >= 0.75,
    })),
    ...(behindFloor ?? [])
      .filter((r) => r.ratio !== undefined)
      .map((r) => ({ measure: `throughput ${r.label} ${r.path} (× blank behind a pass-through proxy.ts)`, value: r.ratio, target: '–', met: null })),
    ...throughput.map((r) => ({ measure: `client JS ${r.path} (× blank)`, value: r.jsRatio, target: '≤ 1.15', met: r.jsRatio <= 1.15 })),
    ...edge
      .filter((r) => r.rpsRatio !== undefined)
      .map((r) => ({ measure: `throughput through the edge ${r.path} (× blank direct, wrk)`, value: r.rpsRatio, target: '≥ 10', met: r.rpsRatio >= 10 })),
    { measure: 'reference: blank page behind a pass-through proxy.ts (× blank)', value: floor.ratio, target: '–', met: null },
    { measure: 'reference: a pass-through proxy.ts over HTTP, added median (ms)', value: floor.latency.medianMs, target: '–', met: null },
    { measure: 'proxy.ts median (ms)', value: proxy.medianMs === undefined ? 'error' : +proxy.medianMs.toFixed(3), target: '< 1', met: proxy.medianMs < 1 },
    ...lighthouse
      .filter((l) => l.reference && l.scores)
      .map((l) => ({ measure: `reference: lighthouse ${BLANK} performance (TBT ms)`, value: `${l.scores.performance} (${l.tbtMs})`, target: '–', met: null })),
    ...lighthouse
      .filter((l) => l.scores && !l.reference)
      .flatMap((l) => [
        ...CATEGORIES.map((c) => ({
          measure: `lighthouse ${l.path} ${c}`,
          value: l.scores[c],
          target: c === 'performance' ? '≥ 95' : '100',
          met: l.scores[c] >= TARGETS[c],
        })),
        { measure: `lighthouse ${l.path} CLS`, value: l.cls, target: '≤ 0.05', met: l.cls <= 0.05 },
      ]),
    ...(admin ?? [])
      .filter((a) => !a.reference)
      .map((a) => ({ measure: `admin ${a.page} (ms, median / p95)`, value: `${a.medianMs} / ${a.p95Ms}`, target: 'p95 < 300', met: a.p95Ms < 300 })),
    ...(account
      ? [
          {
            measure: `member ${account.page} (ms, median / p95)`,
            value: `${account.medianMs} / ${account.p95Ms}`,
            target: 'p95 < 100',
            met: account.p95Ms < 100,
          },
        ]
      : []),
    ...(mail && !mail.error
      ? [
          {
            measure: `newsletter: the admin's send answers (ms, ${mail.recipients} subscribers)`,
            value: mail.answerMs,
            target: '< 1000',
            met: mail.answerMs < 1000,
          },
          {
            measure: `newsletter: messages per second to SMTP, unthrottled (${mail.recipients}, ${mail.workers} worker, ${mail.concurrency} in flight)`,
            value: mail.perSecond,
            target: '≥ 500',
            met: mail.perSecond >= 500,
          },
          {
            measure: "newsletter: the worker's memory, RSS before / at most / after (MB)",
            value: `${mail.rssBeforeMb} / ${mail.rssPeakMb} / ${mail.rssAfterMb}`,
            target: 'flat: at most + 100',
            met: mail.rssPeakMb - mail.rssBeforeMb <= 100,
          },
        ]
      : []),
    ...(reminders && !reminders.error
      ? [
          { measure: 'reference: every plan with its local time (ms)', value: reminders.referenceMs, target: '–', met: null },
          {
            measure: `reminders: one scan of ${reminders.members} plans, ${reminders.claimed} claimed and queued (ms; × reference)`,
            value: `${reminders.scanMs} (${reminders.ratio}×)`,
            target: '< 10000',
            met: reminders.scanMs < 10_000,
          },
        ]
      : []),
  ].map((r) => ({ ...r, met: r.met === null ? '–' : r.met ? 'yes' : 'no' }));
}
