/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { precompressDir } from './precompress';
import { buildRemoteServer, cacheControlFor, ifNoneMatchNames, IMMUTABLE, REVALIDATE, TRANSLATIONS } from './static-server';

const MESSAGES_HASH = '0123456789abcdef';

describe('cacheControlFor', () => {
  it('marks content-hashed files immutable', () => {
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('main.0123456789ab.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/srv/dist/static/css/app.abcdef012345.css')).toBe(IMMUTABLE);
  });

  it('revalidates the files that name the current build', () => {
    expect(REVALIDATE).toBe('no-cache');
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'builds/latest.json', 'index.html']) {
      expect(cacheControlFor(file)).toBe(REVALIDATE);
    }
  });

  it('keeps hashed translation files a day in browsers, a year in shared caches', () => {
    expect(TRANSLATIONS).toBe('public, max-age=86400, s-maxage=31536000, immutable');
    expect(cacheControlFor(`_i18n/${MESSAGES_HASH}/cs/messages.json`)).toBe(TRANSLATIONS);
    expect(cacheControlFor(`/srv/dist/_i18n/${MESSAGES_HASH}/en/messages.json`)).toBe(TRANSLATIONS);
    expect(cacheControlFor(`C:\\dist\\_i18n\\${MESSAGES_HASH}\\en\\messages.json`)).toBe(TRANSLATIONS);
  });

  it('revalidates translation files without a content hash', () => {
    expect(cacheControlFor('_i18n/dev/cs/messages.json')).toBe(REVALIDATE);
    expect(cacheControlFor('_i18n/0123456789ab/cs/messages.json')).toBe(REVALIDATE);
    expect(cacheControlFor(`_i18n/${MESSAGES_HASH}/cs/other.json`)).toBe(REVALIDATE);
  });

  it('does not take a short or non-hex hash for a content hash', () => {
    expect(cacheControlFor('main.0123456789a.js')).toBe(REVALIDATE);
    expect(cacheControlFor('main.0123456789ag.js')).toBe(REVALIDATE);
    // Only the file name counts, not a hashed-looking folder.
    expect(cacheControlFor('x.0123456789ab.js/remoteEntry.js')).toBe(REVALIDATE);
  });
});

describe('buildRemoteServer', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-remote-'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'jobs' }));
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var remote = 1;');
    fs.writeFileSync(path.join(dist, 'abc.0123456789ab.js'), 'console.log("chunk");');
    fs.mkdirSync(path.join(dist, 'builds'));
    fs.writeFileSync(path.join(dist, 'builds', 'latest.json'), JSON.stringify({ build: 'b1' }));
    fs.mkdirSync(path.join(dist, '_i18n', MESSAGES_HASH, 'cs'), { recursive: true });
    fs.writeFileSync(path.join(dist, '_i18n', MESSAGES_HASH, 'cs', 'messages.json'), JSON.stringify({ jobs: { a: 'b' } }));
    app = await buildRemoteServer(dist);
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the manifest with CORS and revalidation', async () => {
    const response = await app.inject({ method: 'GET', url: '/mf-manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'jobs' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the remote entry with revalidation', async () => {
    const response = await app.inject({ method: 'GET', url: '/remoteEntry.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('var remote = 1;');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves hashed chunks as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/abc.0123456789ab.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("chunk");');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves nested build info with revalidation', async () => {
    const response = await app.inject({ method: 'GET', url: '/builds/latest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ build: 'b1' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves translation files with the 24-hour cache and CORS', async () => {
    const response = await app.inject({ method: 'GET', url: `/_i18n/${MESSAGES_HASH}/cs/messages.json` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ jobs: { a: 'b' } });
    expect(response.headers['cache-control']).toBe(TRANSLATIONS);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('lets a cross-origin request with a Cache-Control header pass the preflight', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: `/_i18n/${MESSAGES_HASH}/cs/messages.json`,
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'cache-control',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('cache-control');
  });

  it('answers 404 for a missing file, still with CORS', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing.0123456789ab.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers /health', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('rejects a folder without a build', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-empty-'));
    try {
      fs.writeFileSync(path.join(empty, 'remoteEntry.js'), '');
      await expect(buildRemoteServer(empty)).rejects.toThrow(`${empty} holds no build (mf-manifest.json missing): run npm run build first`);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('buildRemoteServer: releases published after start', () => {
  let dist: string;
  let releases: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-remote-'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'learning' }));
    // Not there yet: the server creates it and serves what appears in it later.
    releases = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-releases-')), 'learning');
    app = await buildRemoteServer(dist, { releasesDir: releases });
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(path.dirname(releases), { recursive: true, force: true });
  });

  const publish = (id: string, files: Record<string, string>) => {
    for (const [name, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(releases, id, name)), { recursive: true });
      fs.writeFileSync(path.join(releases, id, name), body);
    }
  };

  it('serves a release folder created after the server started, with the same cache rules and CORS', async () => {
    const id = '0.1.0-0123456789abcdef';
    expect((await app.inject({ method: 'GET', url: `/releases/${id}/mf-manifest.json` })).statusCode).toBe(404);
    publish(id, {
      'mf-manifest.json': JSON.stringify({ name: 'learning', release: id }),
      'remoteEntry.js': 'var learning = 2;',
      'abc.0123456789ab.js': 'chunk',
      'builds/latest.json': JSON.stringify({ releaseId: id }),
    });
    const manifest = await app.inject({ method: 'GET', url: `/releases/${id}/mf-manifest.json` });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'learning', release: id });
    expect(manifest.headers['cache-control']).toBe(REVALIDATE);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const chunk = await app.inject({ method: 'GET', url: `/releases/${id}/abc.0123456789ab.js` });
    expect(chunk.body).toBe('chunk');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const build = await app.inject({ method: 'GET', url: `/releases/${id}/builds/latest.json` });
    expect(build.json()).toEqual({ releaseId: id });
    expect(build.headers['cache-control']).toBe(REVALIDATE);
    // The base build stays served beside it.
    expect((await app.inject({ method: 'GET', url: '/mf-manifest.json' })).json()).toEqual({ name: 'learning' });
  });

  it('does not serve a release still being built, nor paths outside the folder', async () => {
    publish('.staging-1', { 'mf-manifest.json': '{}' });
    expect((await app.inject({ method: 'GET', url: '/releases/.staging-1/mf-manifest.json' })).statusCode).toBe(404);
    fs.writeFileSync(path.join(path.dirname(releases), 'learning.json'), '{}');
    expect((await app.inject({ method: 'GET', url: '/releases/../learning.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/releases/%2e%2e/learning.json' })).statusCode).toBe(404);
  });
});

/** The body as the client decodes it, by the response's Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  if (encoding === undefined) return response.body;
  throw new Error(`unexpected content encoding ${String(encoding)}`);
}

describe('buildRemoteServer: compression', () => {
  const CHUNK = 'chunk.0123456789ab.js';
  const body = (name: string) => Array.from({ length: 300 }, (_, i) => `var ${name}${i}=function(a){return a+${i}};`).join('');
  const files: Record<string, string | Buffer> = {
    'mf-manifest.json': JSON.stringify({ name: 'jobs', exposes: Array.from({ length: 40 }, (_, i) => ({ id: `jobs:${i}`, path: `./routes${i}` })) }),
    'remoteEntry.js': body('entry'),
    [CHUNK]: body('chunk'),
    'style.0123456789ab.css': '.card{display:flex;margin:0 auto}'.repeat(80),
    'logo.0123456789ab.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(60)}</svg>`,
    [`_i18n/${MESSAGES_HASH}/cs/messages.json`]: JSON.stringify({ jobs: { title: 'Nabídky práce '.repeat(120) } }),
    'builds/latest.json': JSON.stringify({ app: '@raketa/mf-jobs', buildId: 'b1', note: 'x'.repeat(2000) }, null, 2),
    // Images and fonts are compressed already: never again.
    'photo.0123456789ab.png': Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 7)]),
    'font.0123456789ab.woff2': Buffer.concat([Buffer.from('774f4632', 'hex'), Buffer.alloc(4000, 7)]),
  };
  const LEGACY = 'legacy.0123456789ab.js';
  let dist: string;
  let releases: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-remote-'));
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
      fs.writeFileSync(path.join(dist, name), content);
    }
    await precompressDir(dist);
    // A file of a build from before precompression: no siblings.
    fs.writeFileSync(path.join(dist, LEGACY), body('legacy'));
    releases = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-releases-')), 'jobs');
    app = await buildRemoteServer(dist, { releasesDir: releases });
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(path.dirname(releases), { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const original = (name: string) => String(files[name]);

  it('sends the brotli sibling when br is accepted (br before gzip), decoding to the file', async () => {
    const response = await get(`/${CHUNK}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    // The bytes the build wrote, not a compression made now.
    expect(response.rawPayload).toEqual(fs.readFileSync(path.join(dist, `${CHUNK}.br`)));
    expect(decoded(response)).toBe(original(CHUNK));
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends the gzip sibling to a client without br', async () => {
    const response = await get(`/${CHUNK}`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload).toEqual(fs.readFileSync(path.join(dist, `${CHUNK}.gz`)));
    expect(decoded(response)).toBe(original(CHUNK));
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('sends the file itself without Accept-Encoding (or with identity only), still saying it varies', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get(`/${CHUNK}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(original(CHUNK));
      expect(response.headers.vary).toBe('accept-encoding');
    }
  });

  it('compresses every text type: remote entry, manifest, CSS, SVG, build files and translations', async () => {
    for (const name of [
      'remoteEntry.js',
      'mf-manifest.json',
      'style.0123456789ab.css',
      'logo.0123456789ab.svg',
      'builds/latest.json',
      `_i18n/${MESSAGES_HASH}/cs/messages.json`,
    ]) {
      const response = await get(`/${name}`, { 'accept-encoding': 'br' });
      expect([name, response.headers['content-encoding']]).toEqual([name, 'br']);
      expect(decoded(response)).toBe(original(name));
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('keeps the cache rules of the original for its siblings: hashed immutable, build files revalidated, translations a day', async () => {
    const rules: [string, string][] = [
      [CHUNK, IMMUTABLE],
      ['remoteEntry.js', REVALIDATE],
      ['mf-manifest.json', REVALIDATE],
      ['builds/latest.json', REVALIDATE],
      [`_i18n/${MESSAGES_HASH}/cs/messages.json`, TRANSLATIONS],
    ];
    for (const [name, rule] of rules) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await get(`/${name}`, { 'accept-encoding': encoding });
        expect([name, encoding, response.headers['cache-control']]).toEqual([name, encoding, rule]);
      }
    }
  });

  it('never varies by host', async () => {
    for (const host of ['localhost:3001', 'en.localhost:3000']) {
      const response = await get(`/${CHUNK}`, { 'accept-encoding': 'br', host });
      expect(String(response.headers.vary).toLowerCase()).not.toContain('host');
    }
  });

  it('does not compress images or fonts, nor say they vary', async () => {
    for (const name of ['photo.0123456789ab.png', 'font.0123456789ab.woff2']) {
      const response = await get(`/${name}`, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload).toEqual(files[name]);
      expect(response.headers.vary).toBeUndefined();
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('answers a revalidation with 304 on If-None-Match, for each encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get('/mf-manifest.json', { 'accept-encoding': encoding });
      expect(first.headers.etag).toBeDefined();
      const again = await get('/mf-manifest.json', { 'accept-encoding': encoding, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe(REVALIDATE);
    }
    // Each encoding is its own representation with its own tag.
    const br = await get('/mf-manifest.json', { 'accept-encoding': 'br' });
    const plain = await get('/mf-manifest.json');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect((await get('/mf-manifest.json', { 'if-none-match': String(br.headers.etag) })).statusCode).toBe(200);
  });

  it('still answers HEAD and Range requests', async () => {
    const head = await app.inject({ method: 'HEAD', url: `/${CHUNK}`, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(fs.statSync(path.join(dist, `${CHUNK}.br`)).size));
    expect(head.body).toBe('');
    const range = await get(`/${CHUNK}`, { range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe(original(CHUNK).slice(0, 10));
    expect(range.headers['content-range']).toBe(`bytes 0-9/${original(CHUNK).length}`);
  });

  it('does not serve a sibling under its own name', async () => {
    for (const url of [`/${CHUNK}.br`, `/${CHUNK}.gz`, '/mf-manifest.json.br']) {
      expect((await get(url, { 'accept-encoding': 'br' })).statusCode).toBe(404);
    }
  });

  it('compresses a text file without siblings as it sends it (a build from before precompression)', async () => {
    const response = await get(`/${LEGACY}`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(body('legacy'));
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    const again = await get(`/${LEGACY}`, { 'accept-encoding': 'br', 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    // Partial content is never compressed: its range counts the file's own bytes.
    const range = await get(`/${LEGACY}`, { 'accept-encoding': 'br', range: 'bytes=5-14' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe(body('legacy').slice(5, 15));
  });

  it('serves a release’s siblings the same way, with CORS', async () => {
    const id = '0.1.0-0123456789abcdef';
    fs.mkdirSync(path.join(releases, id), { recursive: true });
    fs.writeFileSync(path.join(releases, id, CHUNK), body('released'));
    fs.writeFileSync(path.join(releases, id, 'mf-manifest.json'), original('mf-manifest.json'));
    await precompressDir(path.join(releases, id));
    const chunk = await get(`/releases/${id}/${CHUNK}`, { 'accept-encoding': 'br' });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.rawPayload).toEqual(fs.readFileSync(path.join(releases, id, `${CHUNK}.br`)));
    expect(decoded(chunk)).toBe(body('released'));
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers.vary).toBe('accept-encoding');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const manifest = await get(`/releases/${id}/mf-manifest.json`, { 'accept-encoding': 'gzip' });
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['cache-control']).toBe(REVALIDATE);
    expect((await get(`/releases/${id}/${CHUNK}.br`, { 'accept-encoding': 'br' })).statusCode).toBe(404);
  });
});

describe('ifNoneMatchNames', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(ifNoneMatchNames('W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchNames('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchNames('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchNames('*', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchNames('W/"abd"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchNames(undefined, 'W/"abc"')).toBe(false);
    expect(ifNoneMatchNames('', 'W/"abc"')).toBe(false);
  });
});
