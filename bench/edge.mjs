// Content throughput through the caching edge: `npm run topology` (two instances behind nginx, see
// scripts/topology.mjs) started on ports of its own, content pages loaded through the edge, each run
// interleaved with the blank Next.js page served directly, as a ratio (target ≥ 10×), both loaded with
// wrk (bench/measure.mjs wrkLoad: autocannon cannot load the edge enough). Used by
// bench/run.mjs; also runs alone: `node bench/edge.mjs <blank page URL>`.
// Environment: BENCH_EDGE_PORT (8280; instances from BENCH_EDGE_PORT + 1, emulator, Redis and content
// server on ports of their own below), BENCH_SECONDS, BENCH_ROUNDS.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../scripts/serve.mjs';
import { median, wrkLoad as loadFor } from './measure.mjs';

export const EDGE_PAGES = ['/de/hilfe', '/help', '/fr'];

/** Starts the topology; resolves with the edge's URL and a stop function once it prints `edge: …`. */
async function startTopology(edgePort) {
  const env = {
    ...process.env,
    EDGE_PORT: String(edgePort),
    TOPOLOGY_INSTANCE_PORT: String(edgePort + 1),
    TOPOLOGY_AUTH_EMULATOR_HOST: `127.0.0.1:${edgePort + 10}`,
    TOPOLOGY_REDIS_PORT: String(edgePort + 13),
    TOPOLOGY_CONTENT_PORT: String(edgePort + 14),
    TOPOLOGY_DATA_DIR: process.env.BENCH_TOPOLOGY_DATA_DIR || join(root, '.data', 'bench-topology'),
    TOPOLOGY_DATABASE: process.env.BENCH_TOPOLOGY_DATABASE || 'exhale_bench_topology',
  };
  const child = spawn(process.execPath, [join(root, 'scripts/topology.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((done) => child.once('exit', done));
  const edge = await new Promise((done, fail) => {
    const read = (chunk) => {
      output += chunk.toString();
      const m = /^edge: (http:\/\/\S+)$/m.exec(output);
      if (m) done(m[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => fail(new Error(`topology exited (${code}): ${output.slice(-2000)}`)));
  });
  return {
    edge,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
    },
  };
}

/**
 * @param {{ blank: string, seconds: number, rounds: number, edgePort?: number }} options
 * @returns {Promise<Array<{ path: string, rps: number, blankRps: number, rpsRatio: number, p99Ms: number, errors: number, hits: string }>>}
 */
export async function edgeThroughput({ blank, seconds, rounds, edgePort = Number(process.env.BENCH_EDGE_PORT || 8280) }) {
  const topology = await startTopology(edgePort);
  try {
    const samples = Object.fromEntries(EDGE_PAGES.map((p) => [p, { edge: [], blank: [], p99: [], errors: 0 }]));
    for (const p of EDGE_PAGES) await loadFor(topology.edge + encodeURI(p), 1); // warm-up: the edge keeps the pages
    for (let round = 1; round <= rounds; round++) {
      for (const p of EDGE_PAGES) {
        const b = await loadFor(blank, seconds);
        const e = await loadFor(topology.edge + encodeURI(p), seconds);
        samples[p].blank.push(b.rps);
        samples[p].edge.push(e.rps);
        samples[p].p99.push(e.p99);
        samples[p].errors += e.errors;
        process.stdout.write(`round ${round}/${rounds} edge ${p}: ${e.rps.toFixed(0)} rps vs blank direct ${b.rps.toFixed(0)}\n`);
      }
    }
    const results = [];
    for (const p of EDGE_PAGES) {
      const s = samples[p];
      // The edge's answer to a repeat request (a first request with another Accept-Encoding is a new variant).
      await fetch(topology.edge + encodeURI(p));
      const res = await fetch(topology.edge + encodeURI(p));
      results.push({
        path: p,
        rps: Math.round(median(s.edge)),
        blankRps: Math.round(median(s.blank)),
        rpsRatio: +(median(s.edge) / median(s.blank)).toFixed(2),
        p99Ms: median(s.p99),
        errors: s.errors,
        hits: res.headers.get('x-cache-status') ?? '–',
      });
    }
    return results;
  } finally {
    await topology.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const blank = process.argv[2];
  if (!blank) {
    console.error('usage: node bench/edge.mjs <blank page URL>');
    process.exit(2);
  }
  const results = await edgeThroughput({ blank, seconds: Number(process.env.BENCH_SECONDS || 5), rounds: Number(process.env.BENCH_ROUNDS || 3) });
  console.table(results);
}
