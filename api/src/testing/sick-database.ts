// Test-only: databases that misbehave over real sockets. A black hole accepts connections and never
// answers; a proxy forwards to PostgreSQL until frozen, then keeps the connections open and drops
// whatever either side sends (a server or network that went mute mid-connection).
import net from 'node:net';
import type { Db } from '../db/db';

export interface SickServer {
  /** A postgres:// URL pointing at it (user `raketa`, password `secret`, database `raketa`). */
  url: string;
  port: number;
  close(): Promise<void>;
}

async function listen(server: net.Server, sockets: Set<net.Socket>): Promise<SickServer> {
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://raketa:secret@127.0.0.1:${port}/raketa`,
    port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Accepts connections and never answers (no startup reply, no query result). */
export function blackHole(): Promise<SickServer> {
  return listen(net.createServer(), new Set());
}

/** A port nothing listens on: connections are refused. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface FreezableProxy extends SickServer {
  /** From now on nothing passes in either direction; connections stay open. */
  freeze(): void;
}

/** Forwards to `target` (a postgres:// URL) until `freeze()`. `url` keeps the target's user and database. */
export async function freezableProxy(target: string): Promise<FreezableProxy> {
  const to = new URL(target);
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => sockets.delete(upstream));
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk);
    });
  });
  const sick = await listen(server, sockets);
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(sick.port);
  return {
    ...sick,
    url: url.toString(),
    freeze() {
      frozen = true;
    },
  };
}

export interface SwitchableDb extends Db {
  /** Sends every later call to `db` (the app keeps the same object). */
  use(db: Db): void;
}

/**
 * A Db that forwards to a real one chosen at run time: a test builds the app on a working database
 * (building it reads the database) and then points it at a sick one.
 */
export function switchableDb(initial: Db): SwitchableDb {
  let current = initial;
  return {
    get driver() {
      return current.driver;
    },
    // The job queue keeps the test database's own schema (else it would share `pgboss` with other test files).
    ...(initial.queueSchema ? { queueSchema: initial.queueSchema } : {}),
    query<T>(sql: string, params?: unknown[]) {
      return current.query<T>(sql, params);
    },
    exec<T>(sql: string) {
      return current.exec<T>(sql);
    },
    transaction(fn) {
      return current.transaction(fn);
    },
    close() {
      return current.close();
    },
    use(db) {
      current = db;
    },
  };
}
