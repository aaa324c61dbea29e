// Issue 20: a client that goes away mid-upload (a closed tab, a cancelled form) is no server failure:
// logged at info, not as an error-level "request failed". Over a real socket, with the log captured.
import net from 'node:net';
import { Writable } from 'node:stream';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import errorHandler from './error-handler';

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string; code?: string };
}

describe('error handler: aborted requests', () => {
  const lines: LogLine[] = [];
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
        callback();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    await app.register(errorHandler);
    // The app's two ways of reading multipart: parts read by the handler (applications, CV, company)
    // and fields attached to the body (the forms), plus urlencoded and JSON bodies.
    await app.register(async (scope) => {
      await scope.register(multipart);
      scope.post('/parts', async (request) => {
        for await (const part of request.parts()) if (part.type === 'file') await part.toBuffer();
        return { ok: true };
      });
    });
    await app.register(async (scope) => {
      await scope.register(formbody);
      await scope.register(multipart, { attachFieldsToBody: 'keyValues' });
      scope.post('/fields', async () => ({ ok: true }));
    });
    app.post('/json', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
  });

  /** Sends the head and the start of a body announced as 100 kB, then closes the connection. */
  async function abortedUpload(url: string, contentType: string, start: string): Promise<LogLine[]> {
    lines.length = 0;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: 100000\r\n\r\n${start}`);
    // Until the request is being read, then gone.
    for (let i = 0; i < 100 && !lines.some((line) => line.msg === 'incoming request'); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    for (let i = 0; i < 100 && !lines.some((line) => line.err); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    return lines.filter((line) => line.err);
  }

  const multipartType = 'multipart/form-data; boundary=x';
  it.each([
    ['a CV upload read part by part', '/parts', multipartType, '--x\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF-1.4'],
    ['a field read part by part', '/parts', multipartType, '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJa'],
    ['a multipart form', '/fields', multipartType, '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nja'],
    ['a urlencoded form', '/fields', 'application/x-www-form-urlencoded', 'username=ja'],
    ['a JSON body', '/json', 'application/json', '{"name":"Ja'],
  ])('logs %s cut off by the client at info', async (_label, url, contentType, start) => {
    const logged = await abortedUpload(url, contentType, start);
    expect(logged.map((line) => ({ level: line.level, msg: line.msg }))).toEqual([
      { level: 30, msg: expect.stringMatching(/^request (aborted by the client|rejected)$/) },
    ]);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });
});
