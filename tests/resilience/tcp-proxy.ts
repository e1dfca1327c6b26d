// A TCP proxy in front of PostgreSQL (node:net), for the database fault tests.
import net from 'node:net';

export type TcpProxy = {
  start(): Promise<void>;
  /** Nothing listens any more (connection refused); the open connections end. */
  refuse(): Promise<void>;
  /** Connections are accepted and never answered (a dead network path); the open connections end. */
  silence(): Promise<void>;
  /** Forwards again (and ends the held, silent connections). */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export function tcpProxy(port: number, target: { host: string; port: number }): TcpProxy {
  let mode: 'up' | 'down' | 'silent' = 'up';
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (mode !== 'up') return; // silent: hold it, say nothing
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', drop);
    upstream.on('close', drop).on('error', drop);
    client.pipe(upstream).pipe(client);
  });
  const listen = () =>
    new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', fail);
        ok();
      });
    });
  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };
  const stopListening = () => (server.listening ? new Promise<void>((ok) => server.close(() => ok())) : Promise.resolve());
  const down = async () => {
    mode = 'down';
    const closed = stopListening();
    cutAll();
    await closed;
  };
  return {
    start: listen,
    refuse: down,
    async silence() {
      mode = 'silent';
      cutAll();
      if (!server.listening) await listen();
    },
    async restore() {
      mode = 'up';
      cutAll();
      if (!server.listening) await listen();
    },
    close: down,
  };
}
