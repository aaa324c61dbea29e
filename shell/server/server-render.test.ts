/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INLINE_IDS, REMOTE_CONTRACT_VERSION, SSR_BUNDLE, type RenderRequest } from '@raketa/shared';
import { resolveTopology } from '@raketa/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildShellServer } from './app';
import {
  firstViewLinks,
  hasSession,
  hintsOf,
  inlinableCss,
  INLINE_STYLE_MAX_BYTES,
  manifestHintsSource,
  messagesToPreload,
  renderRemotePage,
  stylesheetSource,
} from './server-render';

const MARKER = '<!--raketa:public-config-->';
const TEMPLATE = `<!doctype html><html lang="cs"><head><title>Raketa</title>${MARKER}<script defer src="/main.0123456789ab.js"></script></head><body><div id="root"></div></body></html>`;
const CS = 'localhost:3000';

const MANIFEST = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    raketaMessages: { cs: '_i18n/1111111111111111/cs/messages.json', en: '_i18n/1111111111111111/en/messages.json' },
    raketaRouteChunks: { jobDetail: ['apply.999999999999.js', 'apply.888888888888.css'] },
  },
  exposes: [
    { name: 'dialogs', assets: { js: { sync: ['dialogs.aaaaaaaaaaaa.js'] }, css: { sync: [] } } },
    { name: 'routes', assets: { js: { sync: ['88.bbbbbbbbbbbb.js', 'routes.cccccccccccc.js'] }, css: { sync: ['routes.dddddddddddd.css'] } } },
  ],
};

type RenderBehaviour = 'render' | 'none' | 'slow' | 'fail';

/** Stands in for the jobs remote's server: its manifest and its render endpoint, as told. */
async function startFakeRemote() {
  const calls: RenderRequest[] = [];
  let behaviour: RenderBehaviour = 'render';
  // The shell's fetches keep connections alive: closing must not wait for them.
  const server = Fastify({ forceCloseConnections: true });
  server.get('/mf-manifest.json', async () => MANIFEST);
  server.get('/routes.dddddddddddd.css', async (_request, reply) => reply.type('text/css').send('.rk-job{color:navy}'));
  server.post('/ssr/render', async (request, reply) => {
    const body = request.body as RenderRequest;
    calls.push(body);
    if (behaviour === 'none') return reply.code(204).send();
    if (behaviour === 'fail') return reply.code(500).send({ title: 'broken' });
    if (behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, 400));
    return {
      contractVersion: REMOTE_CONTRACT_VERSION,
      html: `<h1>${body.routeId} ${body.locale} ${body.url}</h1>`,
      queries: { queries: [{ queryKey: ['jobs', {}], state: { data: 'first page' } }], mutations: [] },
      head: { title: 'Data Engineer – Acme', jsonLd: [{ '@type': 'JobPosting', title: 'Data </script> Engineer' }] },
    };
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    server,
    manifestUrl: `${url}/mf-manifest.json`,
    calls,
    set: (next: RenderBehaviour) => {
      behaviour = next;
    },
  };
}

/** A shell build with index.html, its first-view files and a render bundle that wraps the area's markup. */
function makeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-shell-ssr-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  fs.writeFileSync(
    path.join(dir, 'first-view.json'),
    JSON.stringify({
      scripts: ['bootstrap.eeeeeeeeeeee.js'],
      styles: ['bootstrap.ffffffffffff.css'],
      messages: { cs: '_i18n/2222222222222222/cs/messages.json', en: '_i18n/2222222222222222/en/messages.json' },
    }),
  );
  fs.writeFileSync(path.join(dir, 'bootstrap.ffffffffffff.css'), 'body{margin:0}');
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.writeFileSync(
    path.join(dir, SSR_BUNDLE),
    `module.exports = { render: async (r) => '<header>frame ' + r.locale + '</header><main data-remote="' + r.area.remote + '">' + r.area.html + '</main><i data-queries="' + r.queries.queries.length + '"></i>' };`,
  );
  return dir;
}

const inlineJson = (html: string, id: string): unknown => {
  const found = new RegExp(`<script id="${id}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  return found ? JSON.parse(found[1]!) : undefined;
};
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>(?:<script>[^<]*<\/script>)?<\/body>/.exec(html)?.[1] ?? null;

/**
 * The page's code as the browser gets it: the preloads and entry scripts of the loader that starts
 * them after the first paint (a page with markup), else the head's.
 */
function codeOf(html: string): { preloads: string; scripts: string[]; afterPaint: boolean } {
  const loader = /\(document,("(?:[^"\\]|\\.)*"),(\[[^\]]*\])\)<\/script><\/body>/.exec(html);
  if (loader) return { preloads: JSON.parse(loader[1]!) as string, scripts: JSON.parse(loader[2]!) as string[], afterPaint: true };
  const head = html.slice(0, html.indexOf('</head>'));
  return { preloads: head, scripts: [...head.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!), afterPaint: false };
}

describe('the first view a shell server answers', () => {
  let remote: Awaited<ReturnType<typeof startFakeRemote>>;
  let dist: string;
  let releasesRoot: string;
  let app: FastifyInstance;
  let downApp: FastifyInstance;

  beforeAll(async () => {
    remote = await startFakeRemote();
    dist = makeDist();
    releasesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-releases-'));
    // The API is never reached here: job pages' status checks give up fast on a closed port.
    const env = { API_URL: 'http://127.0.0.1:9', RELEASES_ROOT: releasesRoot };
    app = await buildShellServer({
      distDir: dist,
      topology: resolveTopology({ ...env, REMOTE_JOBS_URL: remote.manifestUrl }),
      serverRenderTimeoutMs: 200,
    });
    // The same build with the jobs remote down (nothing listens there).
    downApp = await buildShellServer({
      distDir: dist,
      topology: resolveTopology({ ...env, REMOTE_JOBS_URL: 'http://127.0.0.1:9/mf-manifest.json' }),
    });
  });

  afterAll(async () => {
    await app?.close();
    await downApp?.close();
    await remote?.server.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(releasesRoot, { recursive: true, force: true });
  });

  beforeEach(() => {
    remote.set('render');
    remote.calls.length = 0;
  });

  const get = (target: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    target.inject({ method: 'GET', url, headers: { host: CS, ...headers } });

  it('renders a visitor’s job list on the server: the remote’s markup in the shell’s, with its data and the remotes config inline', async () => {
    const response = await get(app, '/nabidky?page=2');
    expect(response.statusCode).toBe(200);
    expect(remote.calls).toEqual([{ routeId: 'jobList', locale: 'cs', url: '/nabidky?page=2', origin: `http://${CS}`, markup: true }]);
    expect(rootOf(response.body)).toBe(
      '<header>frame cs</header><main data-remote="jobs"><h1>jobList cs /nabidky?page=2</h1></main><i data-queries="1"></i>',
    );
    expect(inlineJson(response.body, INLINE_IDS.queries)).toEqual({
      queries: [{ queryKey: ['jobs', {}], state: { data: 'first page' } }],
      mutations: [],
    });
    expect(inlineJson(response.body, INLINE_IDS.remotesConfig)).toEqual({
      remotes: expect.arrayContaining([{ name: 'jobs', entry: remote.manifestUrl }]),
    });
    expect(response.headers.vary).toBe('Host, Cookie, accept-encoding');
  });

  it('puts the page’s own title and JSON-LD into the head, escaped for a script element', async () => {
    const { body } = await get(app, '/nabidka/7/data-engineer');
    expect(body).toContain('<title>Data Engineer – Acme | localhost</title>');
    const ld = /<script type="application\/ld\+json" data-rk-jsonld>([\s\S]*?)<\/script>/.exec(body);
    expect(ld?.[1]).toContain('Data \\u003c/script> Engineer');
    expect(JSON.parse(ld![1]!)).toEqual({ '@type': 'JobPosting', title: 'Data </script> Engineer' });
  });

  it('gives the browser the shell’s and the route’s remote files at once: styles inline, the manifest and scripts preloaded', async () => {
    const { body } = await get(app, '/nabidky');
    const base = remote.manifestUrl.replace('mf-manifest.json', '');
    // Marked with the URL the chunk loaders would fetch, so they find them and fetch nothing.
    expect(body).toContain('<style data-href="/bootstrap.ffffffffffff.css">body{margin:0}</style>');
    expect(body).toContain(`<style data-href="${base}routes.dddddddddddd.css">.rk-job{color:navy}</style>`);
    expect(body).not.toContain('rel="stylesheet"');
    // The code starts after the first paint: nothing of it is in the head.
    const code = codeOf(body);
    expect(code).toMatchObject({ afterPaint: true, scripts: ['/main.0123456789ab.js'] });
    expect(body.slice(0, body.indexOf('</head>'))).not.toMatch(/rel="preload"|<script [^>]*src=/);
    expect(code.preloads).toContain(`<link rel="preload" href="${remote.manifestUrl}" as="fetch" crossorigin="anonymous">`);
    const preloads = [...code.preloads.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/bootstrap.eeeeeeeeeeee.js', `${base}remoteEntry.js`, `${base}88.bbbbbbbbbbbb.js`, `${base}routes.cccccccccccc.js`]);
    // The page's language's messages, the shell's and the remote's: needed before either renders.
    const fetched = [...code.preloads.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)].map((match) => match[1]);
    expect(fetched).toEqual([remote.manifestUrl, '/_i18n/2222222222222222/cs/messages.json', `${base}_i18n/1111111111111111/cs/messages.json`]);
    // Another route's lazy chunks are not this page's.
    expect(body).not.toContain('apply.');
  });

  it('leaves a browser with a session cookie to render the page itself (the remote is asked for status and head only)', async () => {
    const response = await get(app, '/nabidky', { cookie: 'theme=dark; raketa_session=abc' });
    expect(response.statusCode).toBe(200);
    expect(remote.calls.map((call) => call.markup)).toEqual([false]);
    expect(rootOf(response.body)).toBe('');
    expect(inlineJson(response.body, INLINE_IDS.queries)).toBeUndefined();
    // The remotes config and the hints are for everyone.
    expect(inlineJson(response.body, INLINE_IDS.remotesConfig)).toBeDefined();
    expect(response.body).toContain(`href="${remote.manifestUrl}"`);
  });

  it.each<[RenderBehaviour, string]>([
    ['slow', 'answers later than the page waits'],
    ['fail', 'fails'],
    ['none', 'renders nothing for the page'],
  ])('answers the page without server rendering when the remote %s (%s)', async (behaviour) => {
    remote.set(behaviour);
    const started = Date.now();
    const response = await get(app, '/nabidky');
    expect(Date.now() - started).toBeLessThan(380);
    expect(response.statusCode).toBe(200);
    expect(remote.calls).toHaveLength(1);
    expect(rootOf(response.body)).toBe('');
    expect(inlineJson(response.body, INLINE_IDS.queries)).toBeUndefined();
    expect(response.body).toContain('<title>Nabídky práce | localhost</title>');
  });

  it('answers every page when the remote is down: no markup, no remote hints, the remotes config still inline', async () => {
    for (const url of ['/nabidky', '/startup/acme', '/firmy']) {
      const response = await get(downApp, url);
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toBe('');
      expect(response.body).not.toContain('remoteEntry.js');
      // Nothing to paint first: the code and its preloads are in the head, as soon as it is read.
      expect(codeOf(response.body)).toMatchObject({ afterPaint: false, scripts: ['/main.0123456789ab.js'] });
      expect(codeOf(response.body).preloads).toContain('<link rel="preload" href="/bootstrap.eeeeeeeeeeee.js" as="script">');
      expect(response.body).toContain('<style data-href="/bootstrap.ffffffffffff.css">');
      expect(inlineJson(response.body, INLINE_IDS.remotesConfig)).toBeDefined();
    }
  });

  it('asks the route’s own remote, which decides what it renders; no remote for the shell’s pages', async () => {
    expect((await get(app, '/404')).statusCode).toBe(404);
    expect((await get(app, '/nonexistent/page')).statusCode).toBe(404);
    expect(remote.calls).toEqual([]);
    remote.set('none');
    expect(rootOf((await get(app, '/firmy')).body)).toBe('');
    expect(remote.calls.map((call) => call.routeId)).toEqual(['companyList']);
  });
});

describe('a page’s answer from its remote’s render: status, redirect, head', () => {
  /** What the remote's render answers for each path (a job detail's id names the case), as contract 5 has it. */
  const ANSWERS: Record<string, Record<string, unknown> | null> = {
    '1': {
      html: '<h1>open</h1>',
      queries: { queries: [], mutations: [] },
      head: { title: 'Backend – Acme', meta: [{ name: 'description', content: 'A "good" job' }] },
    },
    '2': { status: 404 },
    '3': { status: 410, html: '<h1>closed</h1>', queries: { queries: [], mutations: [] }, head: { title: 'Designer – Acme' } },
    '4': { redirect: { location: '/nabidka/4/own-slug?utm_source=mail', permanent: true } },
    '5': { redirect: { location: '/pro-firmy/cenik', permanent: false } },
    '6': { redirect: { location: '//evil.example/', permanent: false } },
    '7': { status: 302 },
    '8': null,
  };
  let remoteServer: FastifyInstance;
  let manifestUrl: string;
  let dist: string;
  let releasesRoot: string;
  let app: FastifyInstance;
  const renders: RenderRequest[] = [];
  /** How the remote answers: as above, failing, late, or as a remote built before contract 5 did. */
  let mode: 'answer' | 'fail' | 'slow' | 'old' | 'no-renderer' = 'answer';

  beforeAll(async () => {
    remoteServer = Fastify({ forceCloseConnections: true });
    remoteServer.get('/mf-manifest.json', async () => MANIFEST);
    remoteServer.get('/apply.888888888888.css', async (_request, reply) => reply.type('text/css').send('.rk-apply{color:teal}'));
    remoteServer.post('/ssr/render', async (request, reply) => {
      const body = request.body as RenderRequest;
      renders.push(body);
      if (mode === 'fail') return reply.code(500).send({ title: 'broken' });
      // A build without a server renderer (platform/ssr-endpoint.ts).
      if (mode === 'no-renderer') return reply.code(404).type('application/problem+json').send({ status: 404 });
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 600));
      // Before contract 5: markup, head and a resource state, no version.
      if (mode === 'old') return { html: '<h1>old</h1>', queries: { queries: [], mutations: [] }, head: {}, resource: { kind: 'closed' } };
      const answer = ANSWERS[body.url.split('/')[2]!.split('?')[0]!];
      if (!answer) return reply.code(204).send();
      return { contractVersion: REMOTE_CONTRACT_VERSION, ...answer, ...(body.markup ? {} : { html: undefined, queries: undefined }) };
    });
    manifestUrl = `${await remoteServer.listen({ port: 0, host: '127.0.0.1' })}/mf-manifest.json`;
    dist = makeDist();
    releasesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-releases-'));
    // The API is never asked by the shell for a page: a closed port.
    app = await buildShellServer({
      distDir: dist,
      topology: resolveTopology({ API_URL: 'http://127.0.0.1:9', RELEASES_ROOT: releasesRoot, REMOTE_JOBS_URL: manifestUrl }),
      serverRenderTimeoutMs: 300,
    });
  });

  afterAll(async () => {
    await app?.close();
    await remoteServer?.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(releasesRoot, { recursive: true, force: true });
  });

  beforeEach(() => {
    renders.length = 0;
    mode = 'answer';
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: CS, ...headers } });
  const statusOf = (html: string) => (inlineJson(html, 'rk-public-config') as { status: number }).status;

  it('answers a page with its rendered markup, 200 and the head it names (title, meta), asking the remote once', async () => {
    const response = await get('/nabidka/1/backend-developer');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('<h1>open</h1>');
    expect(response.body).toContain('<title>Backend – Acme | localhost</title>');
    expect(response.body).toContain('<meta name="description" content="A &quot;good&quot; job" data-rk-page-head>');
    expect(renders).toEqual([
      { routeId: 'jobDetail', locale: 'cs', url: '/nabidka/1/backend-developer', origin: 'http://localhost:3000', markup: true },
    ]);
    // The route's lazy chunks (the manifest's route chunks) come with the page's code, their styles inlined.
    const base = codeOf(response.body).preloads.match(/href="([^"]+)mf-manifest\.json"/)![1]!;
    expect(codeOf(response.body).preloads).toContain(`<link rel="preload" href="${base}apply.999999999999.js" as="script">`);
    expect(response.body).toContain(`<style data-href="${base}apply.888888888888.css">.rk-apply{color:teal}</style>`);
  });

  it('redirects where the render says: 301 for good, 302 for now and never cached', async () => {
    const permanent = await get('/nabidka/4/old-title?utm_source=mail');
    expect(permanent.statusCode).toBe(301);
    expect(permanent.headers.location).toBe('/nabidka/4/own-slug?utm_source=mail');
    const temporary = await get('/nabidka/5/x');
    expect(temporary.statusCode).toBe(302);
    expect(temporary.headers.location).toBe('/pro-firmy/cenik');
    expect(temporary.headers['cache-control']).toBe('no-store');
  });

  it('answers the status the render says: 404 with the shell’s page, 410 with the rendered view', async () => {
    const missing = await get('/nabidka/2/whatever');
    expect(missing.statusCode).toBe(404);
    expect(statusOf(missing.body)).toBe(404);
    expect(rootOf(missing.body)).toBe('');
    const closed = await get('/nabidka/3/designer');
    expect(closed.statusCode).toBe(410);
    expect(statusOf(closed.body)).toBe(410);
    expect(rootOf(closed.body)).toContain('<h1>closed</h1>');
    expect(closed.body).toContain('<title>Designer – Acme | localhost</title>');
    expect(closed.body).toContain('hreflang="en"');
  });

  it('asks a browser with a session’s remote for the status and head only, and renders no markup', async () => {
    const closed = await get('/nabidka/3/designer', { cookie: 'raketa_session=abc' });
    expect(closed.statusCode).toBe(410);
    expect(rootOf(closed.body)).toBe('');
    expect(closed.body).toContain('<title>Designer – Acme | localhost</title>');
    expect(renders.map((render) => render.markup)).toEqual([false]);
  });

  it('answers 200 without markup when the remote renders nothing, fails, is late, or answers what it cannot use', async () => {
    expect((await get('/nabidka/8/x')).statusCode).toBe(200);
    // Off the site, or a redirect status without a location: not used.
    const offSite = await get('/nabidka/6/x');
    expect(offSite.statusCode).toBe(200);
    expect(offSite.headers.location).toBeUndefined();
    expect((await get('/nabidka/7/x')).statusCode).toBe(200);
    mode = 'fail';
    expect((await get('/nabidka/3/designer')).statusCode).toBe(200);
    mode = 'slow';
    const started = Date.now();
    const late = await get('/nabidka/3/designer');
    expect(late.statusCode).toBe(200);
    expect(rootOf(late.body)).toBe('');
    expect(Date.now() - started).toBeLessThan(550);
  });

  it('takes a remote without a server renderer (its endpoint answers 404) as one that renders nothing, not as a failure', async () => {
    const request: RenderRequest = { routeId: 'jobDetail', locale: 'cs', url: '/nabidka/3/designer', origin: `http://${CS}`, markup: true };
    mode = 'no-renderer';
    await expect(renderRemotePage(manifestUrl, request)).resolves.toBeNull();
    expect((await get('/nabidka/3/designer')).statusCode).toBe(200);
    mode = 'fail';
    await expect(renderRemotePage(manifestUrl, request)).rejects.toThrow('answered 500');
  });

  it('uses nothing of a remote built before contract 5 (an old release still live): the page is the browser’s, 200', async () => {
    mode = 'old';
    const response = await get('/nabidka/3/designer');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(response.body).not.toContain('<h1>old</h1>');
  });

  it('asks no remote for a page of the shell', async () => {
    expect((await get('/500')).statusCode).toBe(500);
    expect(renders).toEqual([]);
  });
});

describe('hintsOf', () => {
  it('reads the entry and the routes module’s files relative to the manifest', () => {
    expect(
      hintsOf('https://jobs.example/releases/0.1.0-0123456789abcdef/mf-manifest.json', {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static/' } },
        exposes: MANIFEST.exposes,
      }),
    ).toEqual({
      manifest: 'https://jobs.example/releases/0.1.0-0123456789abcdef/mf-manifest.json',
      scripts: [
        'https://jobs.example/releases/0.1.0-0123456789abcdef/static/remoteEntry.js',
        'https://jobs.example/releases/0.1.0-0123456789abcdef/88.bbbbbbbbbbbb.js',
        'https://jobs.example/releases/0.1.0-0123456789abcdef/routes.cccccccccccc.js',
      ],
      styles: ['https://jobs.example/releases/0.1.0-0123456789abcdef/routes.dddddddddddd.css'],
      messages: {},
      routeChunks: {},
    });
  });

  it('reads the remote’s message files from the manifest, only as its build names them', () => {
    const hints = hintsOf('https://jobs.example/mf-manifest.json', {
      metaData: {
        raketaMessages: { cs: '_i18n/0123456789abcdef/cs/messages.json', en: 'https://evil.example/_i18n/0123456789abcdef/en/messages.json' },
      },
    });
    expect(hints.messages).toEqual({ cs: 'https://jobs.example/_i18n/0123456789abcdef/cs/messages.json' });
    expect(
      hintsOf('https://jobs.example/mf-manifest.json', { metaData: { raketaMessages: { cs: '../_i18n/0123456789abcdef/cs/messages.json' } } })
        .messages,
    ).toEqual({});
  });

  it('ignores what a manifest lacks or gets wrong', () => {
    expect(hintsOf('http://x/mf-manifest.json', { exposes: [{ name: 'routes', assets: { js: { sync: 'nope' as never } } }] })).toEqual({
      manifest: 'http://x/mf-manifest.json',
      scripts: [],
      styles: [],
      messages: {},
      routeChunks: {},
    });
  });

  it('reads the files of a route’s lazy chunks, only for routes of the table and as a build names them', () => {
    const hints = hintsOf('https://jobs.example/r/mf-manifest.json', {
      metaData: {
        raketaRouteChunks: {
          jobDetail: [
            'apply.0123456789ab.js',
            'apply.0123456789ab.css',
            '../x.0123456789ab.js',
            'https://evil.example/a.0123456789ab.js',
            'apply.js',
            7,
          ],
          noSuchRoute: ['a.0123456789ab.js'],
          jobList: 'apply.0123456789ab.js',
        },
      },
    });
    expect(hints.routeChunks).toEqual({
      jobDetail: ['https://jobs.example/r/apply.0123456789ab.js', 'https://jobs.example/r/apply.0123456789ab.css'],
    });
  });
});

describe('preloading the page’s messages', () => {
  const hints = {
    manifest: 'http://r/mf-manifest.json',
    scripts: [],
    styles: [],
    messages: { cs: 'http://r/_i18n/1111111111111111/cs/messages.json' },
    routeChunks: {},
  };

  it('preloads the shell’s and the remote’s file of the page’s language', () => {
    const shell = { cs: '/_i18n/2222222222222222/cs/messages.json', en: '/_i18n/2222222222222222/en/messages.json' };
    expect(messagesToPreload('cs', shell, hints)).toEqual([
      '/_i18n/2222222222222222/cs/messages.json',
      'http://r/_i18n/1111111111111111/cs/messages.json',
    ]);
    expect(messagesToPreload('en', shell, hints)).toEqual(['/_i18n/2222222222222222/en/messages.json']);
    expect(messagesToPreload('en', {}, null)).toEqual([]);
  });

  it('as fetches in CORS mode without credentials, as the app asks for them', () => {
    expect(firstViewLinks([], null, [], ['/_i18n/2222222222222222/cs/messages.json']).preloads).toBe(
      '<link rel="preload" href="/_i18n/2222222222222222/cs/messages.json" as="fetch" crossorigin="anonymous">',
    );
  });
});

describe('manifestHintsSource', () => {
  it('reads a manifest once within its time to live, and again after a failure', async () => {
    let reads = 0;
    let fail = true;
    const source = manifestHintsSource(async () => {
      reads += 1;
      if (fail) throw new Error('down');
      return MANIFEST;
    });
    expect(await source('http://x/mf-manifest.json')).toBeNull();
    fail = false;
    expect((await source('http://x/mf-manifest.json'))?.scripts).toHaveLength(3);
    await source('http://x/mf-manifest.json');
    expect(reads).toBe(2);
  });
});

describe('hasSession', () => {
  it('finds the session cookie by its exact name only', () => {
    expect(hasSession(undefined)).toBe(false);
    expect(hasSession('raketa_session=abc')).toBe(true);
    expect(hasSession('a=1;raketa_session=abc')).toBe(true);
    expect(hasSession('a=1; raketa_session=abc; b=2')).toBe(true);
    expect(hasSession('not_raketa_session=abc; xraketa_session=1')).toBe(false);
  });
});

describe('inlining styles', () => {
  it('inlines a small stylesheet, with nothing that could end its element early', () => {
    expect(inlinableCss('a{color:red}')).toBe('a{color:red}');
    expect(inlinableCss('a::after{content:"</style><script>x</script>"}')).toBe('a::after{content:"<\\/style><script>x</script>"}');
  });

  it('links a stylesheet that names other files or is large', () => {
    expect(inlinableCss('a{background:URL(x.png)}')).toBeNull();
    expect(inlinableCss(`a{content:"${'x'.repeat(INLINE_STYLE_MAX_BYTES)}"}`)).toBeNull();
  });

  it('reads each stylesheet once, again after a failure, and links what it could not read', async () => {
    let reads = 0;
    const source = stylesheetSource(async () => {
      reads += 1;
      if (reads === 1) throw new Error('down');
      return 'b{}';
    });
    expect(await source('http://x/a.css')).toBeNull();
    expect(await source('http://x/a.css')).toBe('b{}');
    expect(await source('http://x/a.css')).toBe('b{}');
    expect(reads).toBe(2);
    expect(firstViewLinks([{ href: 'http://x/a.css', text: null }], null, [])).toEqual({
      styles: '<link rel="stylesheet" href="http://x/a.css">',
      preloads: '',
    });
  });
});
