import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** One message as the SMTP server received it. */
export interface Received {
  to: string;
  headers: Record<string, string>;
  raw: string;
}

type Verdict = 'accept' | 'refuse' | 'drop';

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 and a free port: it keeps every message
 * it accepts. `decide` may refuse a recipient (550) or drop the connection during DATA. `ackDelayMs`:
 * how long the server takes to answer a received message (a worker killed in between never hears it was taken).
 */
export async function smtpSink(decide: (to: string, attempt: number) => Verdict = () => 'accept', { ackDelayMs = 0 } = {}) {
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const n = (attempts.get(to) ?? 0) + 1;
      attempts.set(to, n);
      const verdict = decide(to, n);
      if (verdict === 'refuse') return callback(Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const to = session.envelope.rcptTo[0]!.address.toLowerCase();
      if (decide(to, attempts.get(to) ?? 1) === 'drop') {
        stream.resume();
        // The connection breaks in the middle of the message.
        const connections = (server as unknown as { connections: Set<{ session: { id: string }; _socket: { destroy(): void } }> }).connections;
        for (const c of connections) if (c.session.id === session.id) c._socket.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        const headers: Record<string, string> = {};
        for (const line of head.split(/\r?\n/)) {
          const i = line.indexOf(':');
          if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
        }
        received.push({ to, headers, raw });
        if (ackDelayMs) setTimeout(callback, ackDelayMs);
        else callback();
      });
    },
  });
  // A client that goes away mid-conversation (a killed worker, a dropped test connection) is no error of the server's.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    close: () =>
      new Promise<void>((resolve) => {
        // Kept-open client connections (a pooled transport) do not hold the test up.
        for (const c of (server as unknown as { connections: Set<{ _socket: { destroy(): void } }> }).connections) c._socket.destroy();
        server.close(() => resolve());
      }),
  };
}
