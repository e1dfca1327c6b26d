import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmbeddedSource } from './embedded-source';

/**
 * The embedded content source (content/ in Storyblok's Content Delivery API format) served over HTTP,
 * so an app started with `STORYBLOK_API_URL=<url>/v2` reads its content from another process, as it
 * would from Storyblok. Used by the fault tests (tests/resilience/harness.ts) to take the CMS away.
 */
export async function serveEmbeddedContent(opts: { roots: string[]; port?: number; host?: string }): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const source = createEmbeddedSource({ roots: opts.roots });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    source
      .fetch(new URL(req.url ?? '/', 'http://content.local'))
      .then(async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(req.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()));
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
      });
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
