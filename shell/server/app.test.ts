/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { precompressDir, resolveTopology, type ResolvedTopology } from '@raketa/platform';
import { HOSTILE_REDIRECTS, leavesSite } from '@raketa/shared/testing/hostile-redirects';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { DEFAULT_PUBLIC_CONFIG } from '../src/config/config-context';
import { buildShellServer, renderIndex } from './app';
import { DEFAULT_EXTERNAL_HOSTS, loadConfig } from './config';

const MARKER = '<!--raketa:public-config-->';
const TEMPLATE = `<!doctype html>
<html lang="cs">
<head><title>Raketa</title>${MARKER}</head>
<body><div id="root"></div><script src="/main.0123456789ab.js"></script></body>
</html>`;
const ASSET = 'console.log("shell");';
const CS = 'localhost:3000';
const EN = 'en.localhost:3000';
/** The page config with every switch off (its hosts are the local defaults, CS and EN). */
const CONFIG = DEFAULT_PUBLIC_CONFIG;

interface Echo {
  method: string;
  url: string;
  body: string | null;
  contentType: string | null;
  forwarded: { for: string | null; proto: string | null; host: string | null };
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
      forwarded: {
        for: (request.headers['x-forwarded-for'] as string | undefined) ?? null,
        proto: (request.headers['x-forwarded-proto'] as string | undefined) ?? null,
        host: (request.headers['x-forwarded-host'] as string | undefined) ?? null,
      },
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
  let releasesRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    upstream = await startEchoUpstream();
    dist = makeDist({ 'index.html': TEMPLATE, 'main.0123456789ab.js': ASSET });
    // A releases root of its own, empty: no remote has a release (see 'the remotes config').
    releasesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-releases-'));
    topology = resolveTopology({ API_URL: upstream.url, RELEASES_ROOT: releasesRoot });
    app = await buildShellServer({ distDir: dist, topology });
  });

  afterAll(async () => {
    await app?.close();
    await upstream?.server.close();
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
    if (releasesRoot) fs.rmSync(releasesRoot, { recursive: true, force: true });
  });

  const get = (url: string, host = CS) => app.inject({ method: 'GET', url, headers: { host } });

  describe('pages', () => {
    it.each([
      ['/nabidky', CS, true],
      ['/jobs', EN, true],
      ['/nabidka/1/x', CS, true],
      ['/startup/acme', CS, true],
      ['/startup/acme', EN, true],
      ['/', CS, true],
      ['/firmy', CS, true],
      ['/testy', CS, true],
      ['/icons', CS, false],
    ])('answers the route %s (host %s) with 200 html', async (url, host, remotes) => {
      const response = await get(url, host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The language comes from the host, the encoding from Accept-Encoding, and a remote's page
      // (which its remote may render for a visitor) from whether the browser has a session cookie.
      expect(response.headers.vary).toBe(remotes ? 'Host, Cookie, accept-encoding' : 'Host, accept-encoding');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain(MARKER);
    });

    it('never redirects off the site, whatever hostile path or query it is asked for', async () => {
      let redirects = 0;
      const escaped: string[] = [];
      for (const value of HOSTILE_REDIRECTS) {
        const encoded = encodeURIComponent(value);
        const paths = [
          `/${encoded}`,
          `/jobs/${encoded}`,
          `/pro-firmy/gold?redirect_to=${encoded}&back=${encoded}`,
          `/jobs?redirect_to=${encoded}`,
          `/for-companies/gold/..${value.startsWith('/') ? value.replace(/[\t\r\n\u0000 ]/g, '') : `/${encoded}`}`,
          `//evil.com/jobs?x=${encoded}`,
        ];
        for (const url of paths) {
          for (const host of [CS, EN]) {
            const response = await get(url, host);
            const location = response.headers.location;
            if (location === undefined) continue;
            redirects += 1;
            if (leavesSite(String(location), [CS, EN], `http://${host}/`)) escaped.push(`${url} → ${location}`);
          }
        }
      }
      expect(redirects).toBeGreaterThan(HOSTILE_REDIRECTS.length);
      expect(escaped).toEqual([]);
      // Many pages, each asking its remote (none listens here): more than Jest's default on a busy machine.
    }, 20_000);

    it('answers an unknown path with 404 and the page (the client renders the 404 message)', async () => {
      const unknown = await get('/no-such-page');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(unknown.body).toContain('<div id="root"></div>');
    });

    it('redirects a path of the other language to its twin on this host, keeping the query', async () => {
      const cs = await get('/jobs/design?page=2', CS);
      expect(cs.statusCode).toBe(301);
      expect(cs.headers.location).toBe('/nabidky/design?page=2');
      const en = await get('/nabidka/42/vyvojar', EN);
      expect(en.statusCode).toBe(301);
      expect(en.headers.location).toBe('/job/42/vyvojar');
      const accented = await get('/nabidka/42/v%C3%BDvoj%C3%A1%C5%99', EN);
      expect(accented.headers.location).toBe('/job/42/v%C3%BDvoj%C3%A1%C5%99');
    });

    it('translates the words of a field-filtered list: the other language’s slugs redirect to this one’s, and hreflang names the twin’s', async () => {
      const en = await get('/jobs/vyvoj+mobilni-aplikace?page=2', EN);
      expect(en.statusCode).toBe(301);
      expect(en.headers.location).toBe('/jobs/development+mobile?page=2');
      const cs = await get('/nabidky/development', CS);
      expect(cs.statusCode).toBe(301);
      expect(cs.headers.location).toBe('/nabidky/vyvoj');
      // The other language's path with its words: one redirect to this language's path and words.
      expect((await get('/jobs/development', CS)).headers.location).toBe('/nabidky/vyvoj');
      const page = await get('/nabidky/vyvoj', CS);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<link rel="alternate" hreflang="en" href="http://en.localhost:3000/jobs/development" data-rk-head>');
      // An unknown word stays the page's own 404 business, not a redirect.
      expect((await get('/nabidky/nic', CS)).statusCode).not.toBe(301);
    });

    it('redirects gold and tariffs to the price list (the middleware), keeping the query', async () => {
      const gold = await get('/pro-firmy/gold?utm=x', CS);
      expect(gold.statusCode).toBe(302);
      expect(gold.headers.location).toBe('/pro-firmy/cenik?utm=x');
      const tariffs = await get('/for-companies/tariffs', EN);
      expect(tariffs.statusCode).toBe(302);
      expect(tariffs.headers.location).toBe('/for-companies/price-list');
    });

    it('answers a route that fails its validation with 404 (a fatal 404)', async () => {
      expect((await get('/nabidka/abc/vyvojar')).statusCode).toBe(404);
      expect((await get('/test/js/result/x')).statusCode).toBe(404);
    });

    it('answers the error pages with their own status', async () => {
      expect((await get('/404')).statusCode).toBe(404);
      expect((await get('/500')).statusCode).toBe(500);
    });

    it('answers /easter-egg-server, which fails on the server, with the 500 page', async () => {
      const response = await get('/easter-egg-server', EN);
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(publicConfigOf(response.body)).toMatchObject({ status: 500 });
      expect(response.body).toContain('<title>Error on our side | en.localhost</title>');
    });

    it('answers a path that is not valid percent-encoding with a client error, not a crash', async () => {
      expect((await get('/nabidky%E0%A4%A')).statusCode).toBe(400);
      expect((await get('/startup/%E0%A4%A')).statusCode).toBe(400);
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
      const en = await get('/startup/acme', EN);
      const cs = await get('/startup/acme', CS);
      expect(en.body).toContain('<html lang="en"');
      expect(en.body).not.toContain('<html lang="cs"');
      expect(cs.body).toContain('<html lang="cs"');
      // Host matching is case-insensitive; an unknown host gets Czech.
      expect((await get('/startup/acme', 'EN.LOCALHOST:3000')).body).toContain('<html lang="en"');
      expect((await get('/startup/acme', 'example.com')).body).toContain('<html lang="cs"');
    });

    it('inlines the public config with the hosts, the flags (off by default; episode hosts allowlisted) and the status', async () => {
      expect(publicConfigOf((await get('/jobs', EN)).body)).toEqual({
        hosts: { cs: CS, en: EN },
        robotsIndex: false,
        tagManagerId: null,
        statisticsScriptUrl: null,
        adScriptUrl: null,
        externalHosts: DEFAULT_EXTERNAL_HOSTS,
        buildPollMs: 60_000,
        status: 200,
      });
      expect(publicConfigOf((await get('/no-such-page')).body)).toMatchObject({ status: 404 });
    });

    it('renders the head: title with the domain name, robots, og:url, canonical and hreflang twins', async () => {
      const { body } = await get('/nabidka/42/vyvojar', CS);
      expect(body).toContain('<title>Detail nabídky | localhost</title>');
      expect(body).toContain('<meta name="robots" content="noindex,nofollow" data-rk-head>');
      expect(body).toContain('<meta property="og:url" content="http://localhost:3000/nabidka/42/vyvojar" data-rk-head>');
      expect(body).toContain('<link rel="canonical" href="http://localhost:3000/nabidka/42/vyvojar" data-rk-head>');
      expect(body).toContain('<link rel="alternate" hreflang="en" href="http://en.localhost:3000/job/42/vyvojar" data-rk-head>');
      expect(body).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/nabidka/42/vyvojar" data-rk-head>');
      const en = (await get('/jobs', EN)).body;
      expect(en).toContain('<title>Jobs | en.localhost</title>');
      // The second StartupEDU landing is a variant: it names the first as canonical.
      expect((await get('/startupedu2', CS)).body).toContain('<link rel="canonical" href="http://localhost:3000/startupedu" data-rk-head>');
    });

    it('uses the forwarded protocol of a trusted proxy only', async () => {
      const spoofed = await app.inject({ method: 'GET', url: '/jobs', headers: { host: EN, 'x-forwarded-proto': 'https' } });
      expect(spoofed.body).toContain('<meta property="og:url" content="http://en.localhost:3000/jobs" data-rk-head>');
      const behindProxy = await buildShellServer({ distDir: dist, topology, trustProxy: '127.0.0.1' });
      try {
        const response = await behindProxy.inject({ method: 'GET', url: '/jobs', headers: { host: EN, 'x-forwarded-proto': 'https' } });
        expect(response.body).toContain('<meta property="og:url" content="https://en.localhost:3000/jobs" data-rk-head>');
      } finally {
        await behindProxy.close();
      }
    });

    it('escapes a hostile path in the head', async () => {
      const { body } = await get('/startup/%22%3E%3Cscript%3Ealert(1)%3C');
      expect(body).not.toContain('<script>alert(1)');
      expect(body).toContain('href="http://en.localhost:3000/startup/%22%3E%3Cscript%3Ealert(1)%3C"');
    });

    it('gives an unknown page no hreflang twins', async () => {
      const { body } = await get('/no-such-page');
      expect(body).not.toContain('hreflang');
      expect(body).toContain('<title>');
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
      const html = renderIndex(TEMPLATE, 'en', { ...CONFIG, hosts: { cs: hostile, en: EN } });
      expect(html.match(/<\/script>/g)).toHaveLength(2); // the config script's and the bundle's
      expect(html).not.toContain('<script>alert(1)');
      expect(publicConfigOf(html)).toEqual({ ...CONFIG, hosts: { cs: hostile, en: EN } });
      expect(html).toContain('<html lang="en"');
    });

    describe('a page with server markup starts its code after its first paint', () => {
      const firstView = {
        links: '<style data-href="/a.css">a{}</style>',
        preloads: '<link rel="preload" href="/bootstrap.js" as="script"><link rel="preload" href="/m.json" as="fetch" crossorigin="anonymous">',
        inline: {},
        root: '<main><h1>Jobs</h1></main>',
      };
      /** The page in a DOM that runs its scripts and paints (jsdom's animation frames); scripts it adds are not fetched. */
      const open = (html: string, visibility: 'visible' | 'hidden') => {
        const dom = new JSDOM(html, {
          runScripts: 'dangerously',
          pretendToBeVisual: true,
          beforeParse(window) {
            Object.defineProperty(window.document, 'visibilityState', { value: visibility });
          },
        });
        const code = () => ({
          preloads: [...dom.window.document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
          scripts: [...dom.window.document.querySelectorAll('script[src]')].map((script) => [
            script.getAttribute('src'),
            (script as HTMLScriptElement).async,
          ]),
        });
        return { dom, code };
      };

      it('has none of its code in the head; the first frame adds the preloads, then the entry in order', async () => {
        const html = renderIndex(TEMPLATE, 'cs', CONFIG, undefined, firstView);
        expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/rel="preload"|<script [^>]*src=/);
        expect(html).toContain('<div id="root"><main><h1>Jobs</h1></main></div>');
        const { dom, code } = open(html, 'visible');
        expect(code()).toEqual({ preloads: [], scripts: [] });
        await new Promise((resolve) => dom.window.requestAnimationFrame(() => setTimeout(resolve, 20)));
        expect(code()).toEqual({ preloads: ['/bootstrap.js', '/m.json'], scripts: [['/main.0123456789ab.js', false]] });
        dom.window.close();
      });

      it('starts at once in a hidden tab, which paints nothing', () => {
        const { dom, code } = open(renderIndex(TEMPLATE, 'cs', CONFIG, undefined, firstView), 'hidden');
        expect(code().scripts).toEqual([['/main.0123456789ab.js', false]]);
        dom.window.close();
      });

      it('keeps the code in the head of a page without markup, which has nothing to paint first', () => {
        const html = renderIndex(TEMPLATE, 'cs', CONFIG, undefined, { ...firstView, root: undefined });
        expect(html.slice(0, html.indexOf('</head>'))).toContain(firstView.preloads);
        expect(html).toContain('<script src="/main.0123456789ab.js"></script>');
        expect(html).not.toContain('requestAnimationFrame');
      });
    });

    it('requires the config marker', () => {
      expect(() => renderIndex('<html lang="cs"></html>', 'cs', CONFIG)).toThrow(MARKER);
    });
  });

  it('escapes a hostile configured host in the served page', async () => {
    const hostile = resolveTopology({ API_URL: upstream.url, EN_HOST: 'x</script><b>' });
    const server = await buildShellServer({ distDir: dist, topology: hostile });
    try {
      const response = await server.inject({ method: 'GET', url: '/nabidky', headers: { host: CS } });
      expect(response.body).not.toContain('x</script><b>');
      expect(publicConfigOf(response.body)).toMatchObject({ hosts: { cs: CS, en: 'x</script><b>' } });
    } finally {
      await server.close();
    }
  });

  it('serves robots.txt naming the sitemap of the host asked when ROBOTS_INDEX is on, and blocking nothing', async () => {
    const { flags } = loadConfig({ ROBOTS_INDEX: 'true' });
    const server = await buildShellServer({ distDir: dist, topology, flags });
    try {
      const en = await server.inject({ method: 'GET', url: '/robots.txt', headers: { host: EN } });
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(en.body).toBe(`User-agent: *\nDisallow:\n\nSitemap: http://${EN}/sitemap.xml\n`);
      const cs = await server.inject({ method: 'GET', url: '/robots.txt', headers: { host: CS } });
      expect(cs.body).toContain(`Sitemap: http://${CS}/sitemap.xml`);
    } finally {
      await server.close();
    }
    // Off: no sitemap to crawl, and nothing blocked (the pages' noindex must stay readable).
    const off = await get('/robots.txt');
    expect(off.statusCode).toBe(200);
    expect(off.body).toBe('User-agent: *\nDisallow:\n');
  });

  it('renders robots all when ROBOTS_INDEX is on, and passes the other flags to the page', async () => {
    const { flags } = loadConfig({ ROBOTS_INDEX: 'true', TAG_MANAGER_ID: 'GTM-ABC123', EXTERNAL_HOSTS: 'example.com' });
    const server = await buildShellServer({ distDir: dist, topology, flags });
    try {
      const { body } = await server.inject({ method: 'GET', url: '/nabidky', headers: { host: CS } });
      expect(body).toContain('<meta name="robots" content="all" data-rk-head>');
      expect(publicConfigOf(body)).toMatchObject({ robotsIndex: true, tagManagerId: 'GTM-ABC123', externalHosts: ['example.com'] });
      // The back office is never indexed.
      for (const [url, host] of [
        ['/sprava', CS],
        ['/admin/moderation', EN],
      ] as const) {
        const page = await server.inject({ method: 'GET', url, headers: { host } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<meta name="robots" content="noindex,nofollow" data-rk-head>');
      }
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

  describe('the remotes config and releases', () => {
    const RELEASE = '0.2.0-0123456789abcdef';
    const registry = (current: string | null) => ({
      remote: 'learning',
      current,
      history: current ? [current] : [],
      releases: current ? [{ releaseId: current, version: '0.2.0', buildId: '0123456789abcdef', builtAt: 'x', releasedAt: 'x' }] : [],
    });
    const write = (value: unknown) => {
      // As the release command writes it: whole, by rename.
      fs.writeFileSync(path.join(releasesRoot, 'learning.json.tmp'), typeof value === 'string' ? value : JSON.stringify(value));
      fs.renameSync(path.join(releasesRoot, 'learning.json.tmp'), path.join(releasesRoot, 'learning.json'));
    };
    const learningEntry = async () =>
      (await get('/config/remotes.json')).json<{ remotes: { name: string; entry: string }[] }>().remotes.find((r) => r.name === 'learning')!.entry;
    afterEach(() => fs.rmSync(path.join(releasesRoot, 'learning.json'), { force: true }));

    it('points a remote at its live release as soon as its registry says so, without a restart', async () => {
      expect(await learningEntry()).toBe('http://localhost:3004/mf-manifest.json');
      write(registry(RELEASE));
      expect(await learningEntry()).toBe(`http://localhost:3004/releases/${RELEASE}/mf-manifest.json`);
      const all = (await get('/config/remotes.json')).json<{ remotes: { name: string; entry: string }[] }>().remotes;
      expect(all.find((r) => r.name === 'jobs')!.entry).toBe('http://localhost:3001/mf-manifest.json');
    });

    it('goes back to the topology’s manifest after a rollback to the base build or without a registry', async () => {
      write(registry(RELEASE));
      expect(await learningEntry()).toContain(RELEASE);
      write(registry(null));
      expect(await learningEntry()).toBe('http://localhost:3004/mf-manifest.json');
      write(registry(RELEASE));
      fs.rmSync(path.join(releasesRoot, 'learning.json'));
      expect(await learningEntry()).toBe('http://localhost:3004/mf-manifest.json');
    });

    it('keeps the last good entry when a registry cannot be read', async () => {
      write(registry(RELEASE));
      expect(await learningEntry()).toContain(RELEASE);
      write('{ broken');
      expect(await learningEntry()).toContain(RELEASE);
      write({ ...registry(RELEASE), current: '../../elsewhere' });
      expect(await learningEntry()).toContain(RELEASE);
    });
  });

  describe('API forwarding', () => {
    it.each(['/api/jobs?page=2', '/support/unique-username/x', '/connect/google', '/api', '/feed.xml', '/sitemap.xml'])(
      'forwards GET %s with path and query',
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-upstream']).toBe('echo');
        expect(response.json<Echo>()).toMatchObject({ method: 'GET', url });
      },
    );

    it('tells the API who the browser is (its IP, protocol and site host), ignoring what the browser claims', async () => {
      const spoofed = await app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { host: EN, 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
        remoteAddress: '198.51.100.4',
      });
      expect(spoofed.json<Echo>().forwarded).toEqual({ for: '198.51.100.4', proto: 'http', host: EN });
      const form = await app.inject({ method: 'POST', url: '/logout', headers: { host: CS }, payload: '', remoteAddress: '198.51.100.4' });
      expect(form.json<Echo>().forwarded).toEqual({ for: '198.51.100.4', proto: 'http', host: CS });
    });

    it('passes on the chain of a trusted proxy in front (SHELL_TRUST_PROXY)', async () => {
      const behindProxy = await buildShellServer({ distDir: dist, topology, trustProxy: '10.0.0.0/8' });
      try {
        const response = await behindProxy.inject({
          method: 'GET',
          url: '/api/me',
          headers: { host: EN, 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
          remoteAddress: '10.0.0.2',
        });
        expect(response.json<Echo>().forwarded).toEqual({ for: '203.0.113.7, 10.0.0.2', proto: 'https', host: EN });
      } finally {
        await behindProxy.close();
      }
    });

    it('forwards POST /2fa_check with its body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/2fa_check',
        headers: { host: CS, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '_auth_code=123456',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Echo>()).toMatchObject({
        method: 'POST',
        url: '/2fa_check',
        body: '_auth_code=123456',
        contentType: 'application/x-www-form-urlencoded',
      });
    });

    it.each(['/login', '/prihlasit', '/logout', '/registrovat', '/reset-password'])('forwards the form POST %s', async (url) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { host: CS, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.cz&password=secret',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Echo>()).toMatchObject({ method: 'POST', url, body: 'email=a%40b.cz&password=secret' });
    });

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

describe('shell server: translation files', () => {
  const HASH = '0123456789abcdef';
  const MESSAGES = JSON.stringify({ shell: { brand: 'Raketa' }, shared: { field: { optional: 'Dobrovolné' } } });
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = makeDist({ 'index.html': TEMPLATE });
    fs.mkdirSync(path.join(dist, '_i18n', HASH, 'cs'), { recursive: true });
    fs.writeFileSync(path.join(dist, '_i18n', HASH, 'cs', 'messages.json'), MESSAGES);
    app = await buildShellServer({ distDir: dist, topology: resolveTopology({}) });
  });

  afterAll(async () => {
    await app?.close();
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the shell’s message file, kept by the browser 24 hours', async () => {
    const response = await app.inject({ method: 'GET', url: `/_i18n/${HASH}/cs/messages.json`, headers: { host: CS } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400, s-maxage=31536000, immutable');
    expect(response.body).toBe(MESSAGES);
  });

  it.each([`/_i18n/${HASH}/en/messages.json`, '/_i18n/ffffffffffffffff/cs/messages.json', '/_i18n/'])(
    'answers the unknown file %s with 404, not the page',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { host: CS } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/html/);
      expect(response.body).not.toContain('<div id="root">');
    },
  );
});

/** The body as the client decodes it, by the response's Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  if (encoding === undefined) return response.body;
  throw new Error(`unexpected content encoding ${String(encoding)}`);
}

describe('shell server: compression and caching', () => {
  // A page as large as a real one (the template carries the critical CSS and markup).
  const PAGE_TEMPLATE = TEMPLATE.replace(
    '<div id="root"></div>',
    `<div id="root"></div><noscript>${'Raketa: nabídky práce ve startupech. '.repeat(60)}</noscript>`,
  );
  const CHUNK = 'main.0123456789ab.js';
  const CHUNK_BODY = Array.from({ length: 300 }, (_, i) => `var shell${i}=function(a){return a+${i}};`).join('');
  const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 7)]);
  const FEED = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">${'<entry><title>Backend developer</title></entry>'.repeat(40)}</feed>`;
  const received: { encoding: string | null; bytes: string }[] = [];
  let api: FastifyInstance;
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    api = Fastify();
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    api.get('/feed.xml', async (_request, reply) =>
      reply.type('application/atom+xml; charset=utf-8').header('Vary', 'Host, X-Forwarded-Host').send(FEED),
    );
    api.get('/api/images/1', async (request, reply) =>
      request.headers['if-none-match'] === '"png-1"'
        ? reply.code(304).header('ETag', '"png-1"').send()
        : reply.type('image/png').header('ETag', '"png-1"').send(PNG),
    );
    api.delete('/api/saved-jobs/1', async (_request, reply) => reply.code(204).send());
    api.post('/api/upload', async (request) => {
      received.push({ encoding: request.headers['content-encoding'] ?? null, bytes: (request.body as Buffer).toString('base64') });
      return { ok: true };
    });
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    dist = makeDist({ 'index.html': PAGE_TEMPLATE, [CHUNK]: CHUNK_BODY });
    fs.writeFileSync(path.join(dist, 'logo.0123456789ab.png'), PNG);
    await precompressDir(dist);
    app = await buildShellServer({ distDir: dist, topology: resolveTopology({ API_URL: apiUrl }) });
  });

  afterAll(async () => {
    await app?.close();
    await api?.close();
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, host = CS) => app.inject({ method: 'GET', url, headers: { host, ...headers } });

  describe('pages', () => {
    it('compresses the page with brotli when accepted, else gzip, else not at all; always varying by host and encoding', async () => {
      const br = await get('/nabidky', { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await get('/nabidky', { 'accept-encoding': 'gzip' });
      const identity = await get('/nabidky');
      expect([br.headers['content-encoding'], gzip.headers['content-encoding'], identity.headers['content-encoding']]).toEqual([
        'br',
        'gzip',
        undefined,
      ]);
      for (const response of [br, gzip, identity]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toBe('Host, Cookie, accept-encoding');
        expect(decoded(response)).toBe(identity.body);
      }
      expect(identity.body).toContain('<html lang="cs"');
      expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
    });

    it('compresses the 404 page and the 500 page too', async () => {
      const missing = await get('/no-such-page', { 'accept-encoding': 'br' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-encoding']).toBe('br');
      expect(decoded(missing)).toContain('<div id="root"></div>');
      const failed = await get('/easter-egg-server', { 'accept-encoding': 'br' });
      expect(failed.statusCode).toBe(500);
      expect(failed.headers['content-encoding']).toBe('br');
      expect(decoded(failed)).toContain('<div id="root"></div>');
    });

    it('answers a revalidation of an unchanged page with 304 (ETag), in every encoding', async () => {
      const first = await get('/nabidky', { 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect((await get('/nabidky')).headers.etag).toBe(etag);
      for (const encoding of ['br', 'gzip', 'identity']) {
        const again = await get('/nabidky', { 'accept-encoding': encoding, 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers['content-encoding']).toBeUndefined();
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('no-cache');
        expect(again.headers.vary).toBe('Host, Cookie, accept-encoding');
      }
      // Another page, or the same path on the other language's host, is another body.
      expect((await get('/nabidky/design', { 'if-none-match': etag })).statusCode).toBe(200);
      const english = await get('/jobs', { 'if-none-match': etag }, EN);
      expect(english.statusCode).toBe(200);
      expect(english.headers.etag).not.toBe(etag);
    });

    it('gives pages with an error status no ETag and never a 304', async () => {
      const missing = await get('/no-such-page');
      expect(missing.headers.etag).toBeUndefined();
      expect((await get('/no-such-page', { 'if-none-match': '*' })).statusCode).toBe(404);
    });

    it('answers HEAD for a page', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/nabidky', headers: { host: CS, 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
      expect(response.headers.vary).toBe('Host, Cookie, accept-encoding');
    });

    it('says that the redirects depend on the host', async () => {
      const twin = await get('/jobs', { 'accept-encoding': 'br' }, CS);
      expect(twin.statusCode).toBe(301);
      expect(twin.headers.vary).toBe('Host');
      const priceList = await get('/pro-firmy/gold', { 'accept-encoding': 'br' }, CS);
      expect(priceList.statusCode).toBe(302);
      expect(priceList.headers.vary).toBe('Host');
    });
  });

  describe('built files', () => {
    it('sends a hashed file as its build precompressed it, immutable, varying by encoding but not by host', async () => {
      for (const host of [CS, EN]) {
        const response = await get(`/${CHUNK}`, { 'accept-encoding': 'br, gzip' }, host);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.rawPayload).toEqual(fs.readFileSync(path.join(dist, `${CHUNK}.br`)));
        expect(decoded(response)).toBe(CHUNK_BODY);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers.vary).toBe('accept-encoding');
      }
      const gzip = await get(`/${CHUNK}`, { 'accept-encoding': 'gzip' });
      expect(gzip.rawPayload).toEqual(fs.readFileSync(path.join(dist, `${CHUNK}.gz`)));
      expect((await get(`/${CHUNK}`)).body).toBe(CHUNK_BODY);
    });

    it('does not compress images', async () => {
      const response = await get('/logo.0123456789ab.png', { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload).toEqual(PNG);
    });

    it('serves neither the template nor a sibling under its own name', async () => {
      for (const url of ['/index.html', '/index.html.br', `/${CHUNK}.br`, `/${CHUNK}.gz`]) {
        const response = await get(url, { 'accept-encoding': 'br' });
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(decoded(response)).toContain('id="rk-public-config"');
      }
    });
  });

  describe('forwarded API answers', () => {
    it('compresses the XML feed, keeping the API’s Vary', async () => {
      const response = await get('/feed.xml', { 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(decoded(response)).toBe(FEED);
      expect(response.headers.vary).toBe('Host, X-Forwarded-Host, accept-encoding');
      const gzip = await get('/feed.xml', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip)).toBe(FEED);
      expect((await get('/feed.xml')).body).toBe(FEED);
    });

    it('does not compress images from the API', async () => {
      const response = await get('/api/images/1', { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload).toEqual(PNG);
    });

    it('names no encoding on an answer without a body (304, 204)', async () => {
      const notModified = await get('/api/images/1', { 'accept-encoding': 'br', 'if-none-match': '"png-1"' });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers.etag).toBe('"png-1"');
      expect(notModified.headers['content-encoding']).toBeUndefined();
      const deleted = await app.inject({ method: 'DELETE', url: '/api/saved-jobs/1', headers: { host: CS, 'accept-encoding': 'br' } });
      expect(deleted.statusCode).toBe(204);
      expect(deleted.headers['content-encoding']).toBeUndefined();
    });

    it('forwards a compressed request body as it came', async () => {
      const body = zlib.gzipSync(JSON.stringify({ a: 'b'.repeat(100) }));
      received.length = 0;
      const response = await app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { host: CS, 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      expect(received).toEqual([{ encoding: 'gzip', bytes: body.toString('base64') }]);
    });
  });
});
