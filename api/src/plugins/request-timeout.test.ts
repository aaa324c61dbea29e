import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';
import { createTestApp, httpTestDrivers } from '../testing/test-db';
import type { TestContext } from '../testing/test-db';

const REQUEST_TIMEOUT_MS = 1_000;

interface Outcome {
  /** What the server wrote before the connection closed ('' for nothing). */
  answer: string;
  /** Milliseconds until the server closed the connection; null if it was still open after `giveUpMs`. */
  closedAfter: number | null;
}

/** Sends `head` and the first bytes of a body that never finishes, over a real socket. */
function unfinishedRequest(port: number, head: string, firstBytes: string, giveUpMs = 6_000): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfter: null });
    }, giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, closedAfter: Date.now() - started });
    });
    socket.write(head.replace(/\n/g, '\r\n') + firstBytes);
  });
}

describe('a request whose body never finishes', () => {
  let ctx: TestContext;
  let port: number;
  let jobId: number;
  beforeAll(async () => {
    // Seeded: the multipart upload goes to an open job.
    ctx = await createTestApp(httpTestDrivers[0]!, { config: { requestTimeoutMs: REQUEST_TIMEOUT_MS } });
    // Test-only: an answer that takes longer than the request timeout to make.
    ctx.app.get('/test/slow-handler', async () => {
      await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS * 1.5));
      return { done: true };
    });
    jobId = (await ctx.app.inject({ method: 'GET', url: '/api/jobs' })).json()['hydra:member'][0].id;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('JSON: answers 408 and closes the connection within the request timeout', async () => {
    const body = JSON.stringify({ email: 'someone@raketa.test', password: 'correct horse battery staple' });
    const { answer, closedAfter } = await unfinishedRequest(
      port,
      `POST /api/login HTTP/1.1\nHost: localhost:3000\nContent-Type: application/json\nContent-Length: ${body.length}\n\n`,
      body.slice(0, 10),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).not.toBeNull();
    // The timeout plus Node's check interval (a quarter of it) and some slack on a busy machine.
    expect(closedAfter!).toBeLessThan(REQUEST_TIMEOUT_MS * 2 + 1_000);
  });

  it('multipart upload: answers 408 and closes the connection within the request timeout', async () => {
    const token = 'a'.repeat(43);
    const boundary = 'raketa-boundary';
    const firstBytes = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nJana Nová\r\n--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    const { answer, closedAfter } = await unfinishedRequest(
      port,
      `POST /api/jobs/${jobId}/applications HTTP/1.1\nHost: localhost:3000\nOrigin: http://localhost:3000\n` +
        `Cookie: ${CSRF_COOKIE}=${token}\n${CSRF_HEADER}: ${token}\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\nContent-Length: 2000000\n\n`,
      firstBytes,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThan(REQUEST_TIMEOUT_MS * 2 + 1_000);
  });

  it('a request received in full is not cut while its handler works, even past the request timeout', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/test/slow-handler`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
  });
});
