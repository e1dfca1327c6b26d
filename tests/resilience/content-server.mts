// A stand-in for the CMS in the fault tests: the embedded content source served over HTTP
// (lib/content/embedded-server.ts). Usage: tsx tests/resilience/content-server.mts <port> <root>...
// (the first root wins, like EXHALE_DATA_DIR/content over content/). Prints "ready <url>".
import { serveEmbeddedContent } from '../../lib/content/embedded-server';

const [port, ...roots] = process.argv.slice(2);
const { url, close } = await serveEmbeddedContent({ port: Number(port), roots });
console.log(`ready ${url}`);
const stop = () => void close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
