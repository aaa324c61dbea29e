/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildRemoteServer, cacheControlFor, IMMUTABLE, REVALIDATE, TRANSLATIONS } from './static-server';

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
      await expect(buildRemoteServer(empty)).rejects.toThrow(
        `${empty} holds no build (mf-manifest.json missing): run npm run build first`,
      );
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
