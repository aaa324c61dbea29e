// The sign-in under a flood (issue 20): the hasher's queue is bounded and a client that has gone is
// not hashed for. Mechanism only, no timings: the queue is held busy by hand. `npm run bench:sign-in`
// measures the latency.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createUser, PASSWORD, uniqueEmail } from '../../../testing/auth';
import { withTestApp } from '../../../testing/test-app';
import { TEST_HASHING, httpTestDrivers } from '../../../testing/test-db';

/** Resolves when `condition` holds, checking after each turn of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe.each(httpTestDrivers)('POST /api/login under a flood on %s', (driver) => {
  const { ctx } = withTestApp(driver, '2031-01-01T00:00:00.000Z', {
    hashing: { ...TEST_HASHING, limits: { concurrency: 1, maxQueued: 1, maxQueuedPerClient: 1 } },
  });
  const stats = () => ctx.app.passwords.stats();
  /** Takes the hasher's one slot until the returned function is called. */
  const holdHasher = () => {
    let release!: () => void;
    void ctx.app.passwords.queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  };
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${(ipCounter += 1)}`;
  const login = (username: string, password: string, ip: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': ip }, payload: { username, password } });

  it('answers 503 server_busy with Retry-After at once when the queue is full, and counts no attempt', async () => {
    const user = await createUser(ctx.app);
    const release = holdHasher();
    const queuedIp = freshIp();
    const queued = login(user.email, 'wrong', queuedIp);
    await until(() => stats().queued === 1);

    const busyIp = freshIp();
    const busy = await login(user.email, PASSWORD, busyIp);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toMatchObject({ status: 503, code: 'server_busy' });
    // One client's share is one waiting check.
    expect((await login(uniqueEmail(), 'wrong', queuedIp)).statusCode).toBe(503);

    release();
    expect((await queued).statusCode).toBe(401);
    // The refused attempts were given back: five guesses per username and IP are still there.
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await login(user.email, 'wrong', busyIp)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, busyIp)).statusCode).toBe(429);
  });

  it('drops the check of a client that has gone while it waited: nothing is hashed for it', async () => {
    const user = await createUser(ctx.app);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const release = holdHasher();
    const startedBefore = stats().started;

    const body = JSON.stringify({ username: user.email, password: 'wrong' });
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Forwarded-For: ${freshIp()}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await until(() => stats().queued === 1);
    socket.destroy();
    await until(() => stats().queued === 0);
    release();

    expect(stats()).toMatchObject({ started: startedBefore, dropped: 1 });
    // The next client gets the hasher straight away.
    expect((await login(user.email, PASSWORD, freshIp())).statusCode).toBe(200);
    expect(stats().started).toBe(startedBefore + 1);
  });
});
