/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveTopology, type ResolvedTopology } from '@raketa/shared/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildShellServer, renderIndex } from './app';

const MARKER = '<!--raketa:public-config-->';
const TEMPLATE = `<!doctype html>
<html lang="cs">
<head><title>Raketa</title>${MARKER}</head>
<body><div id="root"></div><script src="/main.0123456789ab.js"></script></body>
</html>`;
const ASSET = 'console.log("shell");';
const CS = 'localhost:3000';
const EN = 'en.localhost:3000';

interface Echo {
  method: string;
  url: string;
  body: string | null;
  contentType: string | null;
}

/** Stands in for the API in this test only: answers every request with what it received. */
async function startEchoUpstream(): Promise<{ server: FastifyInstance; url: string }> {
  const server = Fastify();
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  server.all('/*', async (request, reply) =>
    reply.header('x-upstream', 'echo').send({
      method: request.method,
      url: request.url,
      body: typeof request.body === 'string' ? request.body : null,
      contentType: request.headers['content-type'] ?? null,
    } satisfies Echo),
  );
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, url: address };
}

function makeDist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-shell-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return dir;
}

/** The public config a rendered page carries, or throws when absent. */
function publicConfigOf(html: string): unknown {
  const found = /<script id="rk-public-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!found) throw new Error('no public config script in page');
  return JSON.parse(found[1]!);
}

describe('shell server', () => {
  let upstream: { server: FastifyInstance; url: string };
  let dist: string;
  let topology: ResolvedTopology;
  let app: FastifyInstance;

  beforeAll(async () => {
    upstream = await startEchoUpstream();
    dist = makeDist({ 'index.html': TEMPLATE, 'main.0123456789ab.js': ASSET });
    topology = resolveTopology({ API_URL: upstream.url });
    app = await buildShellServer({ distDir: dist, topology });
  });

  afterAll(async () => {
    await app?.close();
    await upstream?.server.close();
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, host = CS) => app.inject({ method: 'GET', url, headers: { host } });

  describe('pages', () => {
    it.each([
      ['/nabidky', CS],
      ['/jobs', EN],
      ['/nabidka/1/x', CS],
      ['/startup/acme', CS],
      ['/startup/acme', EN],
      ['/', CS],
    ])('answers the route %s (host %s) with 200 html', async (url, host) => {
      const response = await get(url, host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Host');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain(MARKER);
    });

    it('answers an unknown path with 404 and the same page', async () => {
      const known = await get('/nabidky');
      const unknown = await get('/no-such-page');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(unknown.body).toBe(known.body);
    });

    it('answers a path of another locale with 200 too (the client redirects)', async () => {
      expect((await get('/jobs', CS)).statusCode).toBe(200);
      expect((await get('/nabidky', EN)).statusCode).toBe(200);
    });

    it('decodes percent-encoded paths before matching', async () => {
      expect((await get('/startup/%C4%8Desk%C3%A1-firma')).statusCode).toBe(200);
    });

    it('matches the path only, not a query or a protocol-relative reading of it', async () => {
      expect((await get('/nabidky?fields=x/y')).statusCode).toBe(200);
      expect((await get('/no-such-page?x=/nabidky')).statusCode).toBe(404);
      // `new URL('//no-such-page', base)` would read a host and the path `/` (home).
      expect((await get('//no-such-page')).statusCode).toBe(404);
    });

    it('sets the page language from the Host header', async () => {
      const en = await get('/nabidky', EN);
      const cs = await get('/nabidky', CS);
      expect(en.body).toContain('<html lang="en"');
      expect(en.body).not.toContain('<html lang="cs"');
      expect(cs.body).toContain('<html lang="cs"');
      // Host matching is case-insensitive; an unknown host gets Czech.
      expect((await get('/nabidky', 'EN.LOCALHOST:3000')).body).toContain('<html lang="en"');
      expect((await get('/nabidky', 'example.com')).body).toContain('<html lang="cs"');
    });

    it('inlines the public config with the hosts', async () => {
      const response = await get('/nabidky', EN);
      expect(publicConfigOf(response.body)).toEqual({ hosts: { cs: CS, en: EN } });
    });

    it('does not serve index.html raw', async () => {
      const response = await get('/index.html');
      expect(response.body).not.toContain(MARKER);
      expect(response.body).toContain('id="rk-public-config"');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.statusCode).toBe(404);
    });
  });

  describe('renderIndex', () => {
    it('escapes < so a config value cannot close the script', () => {
      const hostile = 'evil</script><script>alert(1)</script>';
      const html = renderIndex(TEMPLATE, 'en', { hosts: { cs: hostile, en: EN } });
      expect(html.match(/<\/script>/g)).toHaveLength(2); // the config script's and the bundle's
      expect(html).not.toContain('<script>alert(1)');
      expect(publicConfigOf(html)).toEqual({ hosts: { cs: hostile, en: EN } });
      expect(html).toContain('<html lang="en"');
    });

    it('requires the config marker', () => {
      expect(() => renderIndex('<html lang="cs"></html>', 'cs', { hosts: { cs: CS, en: EN } })).toThrow(MARKER);
    });
  });

  it('escapes a hostile configured host in the served page', async () => {
    const hostile = resolveTopology({ API_URL: upstream.url, EN_HOST: 'x</script><b>' });
    const server = await buildShellServer({ distDir: dist, topology: hostile });
    try {
      const response = await server.inject({ method: 'GET', url: '/nabidky', headers: { host: CS } });
      expect(response.body).not.toContain('x</script><b>');
      expect(publicConfigOf(response.body)).toEqual({ hosts: { cs: CS, en: 'x</script><b>' } });
    } finally {
      await server.close();
    }
  });

  it('lists the four remotes, never cached', async () => {
    const response = await get('/config/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      remotes: [
        { name: 'jobs', entry: 'http://localhost:3001/mf-manifest.json' },
        { name: 'auth', entry: 'http://localhost:3002/mf-manifest.json' },
        { name: 'companyPages', entry: 'http://localhost:3003/mf-manifest.json' },
        { name: 'learning', entry: 'http://localhost:3004/mf-manifest.json' },
      ],
    });
  });

  describe('API forwarding', () => {
    it.each(['/api/jobs?page=2', '/support/unique-username/x', '/connect/google', '/api'])(
      'forwards GET %s with path and query',
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-upstream']).toBe('echo');
        expect(response.json<Echo>()).toMatchObject({ method: 'GET', url });
      },
    );

    it('forwards POST /2fa_check with its body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/2fa_check',
        headers: { host: CS, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '_auth_code=123456',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Echo>()).toEqual({
        method: 'POST',
        url: '/2fa_check',
        body: '_auth_code=123456',
        contentType: 'application/x-www-form-urlencoded',
      });
    });

    it.each(['/login', '/prihlasit', '/logout', '/registrovat', '/reset-password'])(
      'forwards the form POST %s',
      async (url) => {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { host: CS, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=a%40b.cz&password=secret',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json<Echo>()).toMatchObject({ method: 'POST', url, body: 'email=a%40b.cz&password=secret' });
      },
    );

    it.each([
      ['/login', EN],
      ['/prihlasit', CS],
      ['/logout', CS],
    ])('answers GET %s with the page, not the API', async (url, host) => {
      const response = await get(url, host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-upstream']).toBeUndefined();
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('id="rk-public-config"');
    });

    it('answers a POST to an unknown path with a 404 problem', async () => {
      const response = await app.inject({ method: 'POST', url: '/nabidky', headers: { host: CS }, payload: {} });
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-upstream']).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toEqual({ type: 'about:blank', title: 'Not Found', status: 404 });
    });
  });

  it('serves a hashed asset as immutable', async () => {
    const response = await get('/main.0123456789ab.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ASSET);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers /health', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('rejects a dist without index.html', async () => {
    const empty = makeDist({ 'main.0123456789ab.js': ASSET });
    try {
      await expect(buildShellServer({ distDir: empty, topology })).rejects.toThrow(
        `${path.join(empty, 'index.html')} is missing: run npm run build first`,
      );
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
