/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INLINE_IDS, SSR_BUNDLE, type RenderRequest } from '@raketa/shared';
import { resolveTopology } from '@raketa/shared/platform';
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
  fs.writeFileSync(path.join(dir, 'first-view.json'), JSON.stringify({
      scripts: ['bootstrap.eeeeeeeeeeee.js'],
      styles: ['bootstrap.ffffffffffff.css'],
      messages: { cs: '_i18n/2222222222222222/cs/messages.json', en: '_i18n/2222222222222222/en/messages.json' },
    }));
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
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1] ?? null;

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
    app = await buildShellServer({ distDir: dist, topology: resolveTopology({ ...env, REMOTE_JOBS_URL: remote.manifestUrl }), serverRenderTimeoutMs: 200 });
    // The same build with the jobs remote down (nothing listens there).
    downApp = await buildShellServer({ distDir: dist, topology: resolveTopology({ ...env, REMOTE_JOBS_URL: 'http://127.0.0.1:9/mf-manifest.json' }) });
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
    expect(remote.calls).toEqual([{ routeId: 'jobList', locale: 'cs', url: '/nabidky?page=2', origin: `http://${CS}` }]);
    expect(rootOf(response.body)).toBe('<header>frame cs</header><main data-remote="jobs"><h1>jobList cs /nabidky?page=2</h1></main><i data-queries="1"></i>');
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
    expect(body).toContain(`<link rel="preload" href="${remote.manifestUrl}" as="fetch" crossorigin="anonymous" fetchpriority="low">`);
    const preloads = [...body.matchAll(/<link rel="preload" href="([^"]+)" as="script" fetchpriority="low">/g)].map((match) => match[1]);
    expect(preloads).toEqual([
      '/bootstrap.eeeeeeeeeeee.js',
      `${base}remoteEntry.js`,
      `${base}88.bbbbbbbbbbbb.js`,
      `${base}routes.cccccccccccc.js`,
    ]);
    // The page's language's messages, the shell's and the remote's: needed before either renders.
    const fetched = [...body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" fetchpriority="low">/g)].map((match) => match[1]);
    expect(fetched).toEqual([remote.manifestUrl, '/_i18n/2222222222222222/cs/messages.json', `${base}_i18n/1111111111111111/cs/messages.json`]);
    // Before the shell's own script, so the browser starts on them first.
    expect(body.indexOf('rel="preload"')).toBeLessThan(body.indexOf('/main.0123456789ab.js'));
    // Another route's lazy chunks are not this page's.
    expect(body).not.toContain('apply.');
  });

  it('leaves a browser with a session cookie to render the page itself (without asking the remote)', async () => {
    const response = await get(app, '/nabidky', { cookie: 'theme=dark; raketa_session=abc' });
    expect(response.statusCode).toBe(200);
    expect(remote.calls).toEqual([]);
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
      expect(response.body).toContain('<link rel="preload" href="/bootstrap.eeeeeeeeeeee.js" as="script" fetchpriority="low">');
      expect(response.body).toContain('<style data-href="/bootstrap.ffffffffffff.css">');
      expect(inlineJson(response.body, INLINE_IDS.remotesConfig)).toBeDefined();
    }
  });

  it('renders only the routes the remote renders on the server, and only 200 pages', async () => {
    expect(rootOf((await get(app, '/firmy')).body)).toBe('');
    expect(rootOf((await get(app, '/profil')).body)).toBe('');
    expect((await get(app, '/404')).statusCode).toBe(404);
    expect(remote.calls).toEqual([]);
  });
});

describe('a visitor’s job detail: the status from the remote’s render', () => {
  /** What the remote's render says of each job: its resource state, or `none` (204: a missing job). */
  const RENDERS: Record<string, unknown> = {
    '1': { kind: 'open', slug: 'backend-developer' },
    '3': { kind: 'closed' },
    '6': { kind: 'open', slug: 42 },
  };
  let api: FastifyInstance;
  let remoteServer: FastifyInstance;
  let dist: string;
  let releasesRoot: string;
  let app: FastifyInstance;
  const apiAsked: string[] = [];
  const renders: string[] = [];
  let failRenders = false;

  beforeAll(async () => {
    api = Fastify({ forceCloseConnections: true });
    api.get<{ Params: { id: string } }>('/api/jobs/:id', async (request, reply) => {
      apiAsked.push(request.url);
      const id = request.params.id;
      if (id === '1' || id === '6') return { id: Number(id), slug: 'backend-developer' };
      if (id === '3') return reply.code(410).send({ status: 410, job: { id: 3, slug: 'designer', title: 'Designer', company: { slug: 'acme', name: 'Acme' } } });
      return reply.code(404).send({ status: 404 });
    });
    remoteServer = Fastify({ forceCloseConnections: true });
    remoteServer.get('/mf-manifest.json', async () => MANIFEST);
    remoteServer.get('/apply.888888888888.css', async (_request, reply) => reply.type('text/css').send('.rk-apply{color:teal}'));
    remoteServer.post('/ssr/render', async (request, reply) => {
      const { url } = request.body as RenderRequest;
      renders.push(url);
      if (failRenders) return reply.code(500).send({ title: 'broken' });
      const resource = RENDERS[url.split('/')[2]!];
      if (resource === undefined) return reply.code(204).send();
      return { html: `<h1>${url}</h1>`, queries: { queries: [], mutations: [] }, head: { title: 'Designer – Acme' }, resource };
    });
    const manifestUrl = `${await remoteServer.listen({ port: 0, host: '127.0.0.1' })}/mf-manifest.json`;
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    dist = makeDist();
    releasesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-releases-'));
    app = await buildShellServer({
      distDir: dist,
      topology: resolveTopology({ API_URL: apiUrl, RELEASES_ROOT: releasesRoot, REMOTE_JOBS_URL: manifestUrl }),
      serverRenderTimeoutMs: 300,
    });
  });

  afterAll(async () => {
    await app?.close();
    await api?.close();
    await remoteServer?.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(releasesRoot, { recursive: true, force: true });
  });

  beforeEach(() => {
    apiAsked.length = 0;
    renders.length = 0;
    failRenders = false;
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: CS, ...headers } });
  const statusOf = (html: string) => (inlineJson(html, 'rk-public-config') as { status: number }).status;

  it('answers an open job with its rendered page and 200, asking the API nothing itself', async () => {
    const response = await get('/nabidka/1/backend-developer');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('<h1>/nabidka/1/backend-developer</h1>');
    expect(renders).toEqual(['/nabidka/1/backend-developer']);
    expect(apiAsked).toEqual([]);
    // The apply form's chunk (the manifest's route chunks) comes with the page's code.
    const base = response.body.match(/href="([^"]+)mf-manifest\.json"/)![1]!;
    expect(response.body).toContain(`<link rel="preload" href="${base}apply.999999999999.js" as="script" fetchpriority="low">`);
    // Its styles are inlined with the page's, marked with their URL (so the chunk loader fetches nothing).
    expect(response.body).toContain(`<style data-href="${base}apply.888888888888.css">.rk-apply{color:teal}</style>`);
  });

  it('redirects another slug to the job’s own, from the render’s answer', async () => {
    const response = await get('/nabidka/1/old-title?utm_source=mail');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/nabidka/1/backend-developer?utm_source=mail');
    expect(apiAsked).toEqual([]);
  });

  it('answers a closed job with 410 and its rendered "no longer open" view', async () => {
    const response = await get('/nabidka/3/designer');
    expect(response.statusCode).toBe(410);
    expect(statusOf(response.body)).toBe(410);
    expect(rootOf(response.body)).toContain('<h1>/nabidka/3/designer</h1>');
    expect(response.body).toContain('<title>Designer – Acme | localhost</title>');
    expect(apiAsked).toEqual([]);
  });

  it('asks the API when the remote renders nothing (a missing job): 404 with the shell’s page', async () => {
    const response = await get('/nabidka/2/whatever');
    expect(response.statusCode).toBe(404);
    expect(apiAsked).toEqual(['/api/jobs/2']);
    expect(rootOf(response.body)).toBe('');
  });

  it('asks the API when the render fails or says something it cannot use, and renders no second time', async () => {
    failRenders = true;
    const failed = await get('/nabidka/3/designer');
    expect(failed.statusCode).toBe(410);
    expect(rootOf(failed.body)).toBe('');
    failRenders = false;
    const odd = await get('/nabidka/6/backend-developer');
    expect(odd.statusCode).toBe(200);
    expect(apiAsked).toEqual(['/api/jobs/3', '/api/jobs/6']);
    expect(renders).toEqual(['/nabidka/3/designer', '/nabidka/6/backend-developer']);
  });

  it('asks the API, not the remote, for a browser with a session', async () => {
    const response = await get('/nabidka/3/designer', { cookie: 'raketa_session=abc' });
    expect(response.statusCode).toBe(410);
    expect(renders).toEqual([]);
    expect(apiAsked).toEqual(['/api/jobs/3']);
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
    expect(hintsOf('https://jobs.example/mf-manifest.json', { metaData: { raketaMessages: { cs: '../_i18n/0123456789abcdef/cs/messages.json' } } }).messages).toEqual({});
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
          jobDetail: ['apply.0123456789ab.js', 'apply.0123456789ab.css', '../x.0123456789ab.js', 'https://evil.example/a.0123456789ab.js', 'apply.js', 7],
          noSuchRoute: ['a.0123456789ab.js'],
          jobList: 'apply.0123456789ab.js',
        },
      },
    });
    expect(hints.routeChunks).toEqual({ jobDetail: ['https://jobs.example/r/apply.0123456789ab.js', 'https://jobs.example/r/apply.0123456789ab.css'] });
  });
});

describe('preloading the page’s messages', () => {
  const hints = { manifest: 'http://r/mf-manifest.json', scripts: [], styles: [], messages: { cs: 'http://r/_i18n/1111111111111111/cs/messages.json' }, routeChunks: {} };

  it('preloads the shell’s and the remote’s file of the page’s language', () => {
    const shell = { cs: '/_i18n/2222222222222222/cs/messages.json', en: '/_i18n/2222222222222222/en/messages.json' };
    expect(messagesToPreload('cs', shell, hints)).toEqual(['/_i18n/2222222222222222/cs/messages.json', 'http://r/_i18n/1111111111111111/cs/messages.json']);
    expect(messagesToPreload('en', shell, hints)).toEqual(['/_i18n/2222222222222222/en/messages.json']);
    expect(messagesToPreload('en', {}, null)).toEqual([]);
  });

  it('as fetches in CORS mode without credentials, as the app asks for them', () => {
    expect(firstViewLinks([], null, [], ['/_i18n/2222222222222222/cs/messages.json'])).toBe(
      '<link rel="preload" href="/_i18n/2222222222222222/cs/messages.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
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
    expect(firstViewLinks([{ href: 'http://x/a.css', text: null }], null, [])).toBe('<link rel="stylesheet" href="http://x/a.css">');
  });
});
