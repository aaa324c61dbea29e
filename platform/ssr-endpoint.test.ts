/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseRenderRequest, rendererIn } from './ssr-endpoint';
import { buildRemoteServer } from './static-server';

const API_URL = 'http://api.test:4999';
const RELEASE = '0.1.0-0123456789abcdef';
const MISSING_RELEASE = '0.2.0-fedcba9876543210';
const VALID = { routeId: 'jobList', locale: 'cs', url: '/nabidky?page=2', origin: 'https://raketa.cz', markup: true };

/**
 * A fake render bundle (plain CommonJS, as the ssr build emits): echoes what it was given, resolves
 * null for companyList and throws for jobDetail. `name` tells the builds apart.
 */
const renderer = (name: string) => `
exports.render = async function (request, options) {
  if (request.routeId === 'companyList') return null;
  if (request.routeId === 'jobDetail') throw new Error('render failed');
  return {
    html: '<main data-build="${name}" data-api="' + options.apiUrl + '">' + [request.routeId, request.locale, request.url, request.origin].join('|') + '</main>',
    queries: { request: request, options: options },
    head: { title: '${name}' },
  };
};
`;

function writeRenderer(buildDir: string, name: string) {
  fs.mkdirSync(path.join(buildDir, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(buildDir, 'ssr', 'render.js'), renderer(name));
}

describe('render endpoint of a remote server', () => {
  let root: string;
  let dist: string;
  let releasesDir: string;
  let app: FastifyInstance;
  let appWithoutApi: FastifyInstance;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-ssr-endpoint-'));
    dist = path.join(root, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'jobs' }));
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var remote = 1;');
    writeRenderer(dist, 'dist');

    releasesDir = path.join(root, 'remote', 'releases');
    const release = path.join(releasesDir, RELEASE);
    fs.mkdirSync(release, { recursive: true });
    fs.writeFileSync(path.join(release, 'mf-manifest.json'), JSON.stringify({ name: 'jobs' }));
    writeRenderer(release, 'release');
    // Traps: renderers a path that is not a release id would reach (`abc`, `../..` = root).
    writeRenderer(path.join(releasesDir, 'abc'), 'trap-abc');
    writeRenderer(root, 'trap-root');

    app = await buildRemoteServer(dist, { apiUrl: API_URL, releasesDir });
    appWithoutApi = await buildRemoteServer(dist, { releasesDir });
  });

  afterAll(async () => {
    await app?.close();
    await appWithoutApi?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const render = (payload: unknown, url = '/ssr/render', server = app) => server.inject({ method: 'POST', url, payload: payload as object });

  describe('POST /ssr/render', () => {
    it("answers 200 with the dist renderer's result, given the request and the apiUrl", async () => {
      const response = await render({ ...VALID, extra: 'dropped' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      const result = response.json();
      expect(result.html).toBe(`<main data-build="dist" data-api="${API_URL}">jobList|cs|/nabidky?page=2|https://raketa.cz</main>`);
      expect(result.head).toEqual({ title: 'dist' });
      // The renderer gets exactly the parsed fields (no extra ones) and only the apiUrl as options.
      expect(result.queries).toEqual({ request: VALID, options: { apiUrl: API_URL } });
    });

    it('answers 204 without a body when the renderer resolves null', async () => {
      const response = await render({ ...VALID, routeId: 'companyList' });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });

    it('answers 500 when the renderer throws', async () => {
      const response = await render({ ...VALID, routeId: 'jobDetail' });
      expect(response.statusCode).toBe(500);
    });

    it.each<[string, unknown]>([
      ['a JSON string', 'hello'],
      ['a JSON number', 42],
      ['JSON null', null],
      ['an unknown routeId', { ...VALID, routeId: 'nope' }],
      ['a missing routeId', { locale: 'cs', url: '/', origin: 'https://raketa.cz' }],
      ['an unsupported locale', { ...VALID, locale: 'de' }],
      ['a url without a leading slash', { ...VALID, url: 'nabidky' }],
      ['a protocol-relative url', { ...VALID, url: '//evil.example/x' }],
      ['an absolute url', { ...VALID, url: 'https://evil.example/' }],
      ['a javascript: origin', { ...VALID, origin: 'javascript:alert(1)' }],
      ['an origin with a path', { ...VALID, origin: 'https://raketa.cz/jobs' }],
      ['an origin with a trailing slash', { ...VALID, origin: 'https://raketa.cz/' }],
      ['a non-http origin', { ...VALID, origin: 'ftp://raketa.cz' }],
    ])('answers a 422 problem for %s', async (_name, body) => {
      const response = await app.inject({
        method: 'POST',
        url: '/ssr/render',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toEqual({
        type: 'about:blank',
        title: 'Unprocessable Entity',
        status: 422,
        detail: expect.any(String),
      });
    });

    it('answers a 422 problem for a request without a body', async () => {
      const response = await app.inject({ method: 'POST', url: '/ssr/render' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 422, detail: 'expected a JSON object' });
    });

    it('is not registered without an apiUrl', async () => {
      expect((await render(VALID, '/ssr/render', appWithoutApi)).statusCode).toBe(404);
      expect((await render(VALID, `/releases/${RELEASE}/ssr/render`, appWithoutApi)).statusCode).toBe(404);
    });
  });

  describe('POST /releases/{id}/ssr/render', () => {
    it("answers with the release's own renderer", async () => {
      const response = await render(VALID, `/releases/${RELEASE}/ssr/render`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const result = response.json();
      expect(result.html).toBe(`<main data-build="release" data-api="${API_URL}">jobList|cs|/nabidky?page=2|https://raketa.cz</main>`);
      expect(result.head).toEqual({ title: 'release' });
    });

    it("answers 204 and 500 as the release's renderer does", async () => {
      expect((await render({ ...VALID, routeId: 'companyList' }, `/releases/${RELEASE}/ssr/render`)).statusCode).toBe(204);
      expect((await render({ ...VALID, routeId: 'jobDetail' }, `/releases/${RELEASE}/ssr/render`)).statusCode).toBe(500);
    });

    it('validates the body of a release render request too', async () => {
      const response = await render({ ...VALID, locale: 'xx' }, `/releases/${RELEASE}/ssr/render`);
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    });

    it.each(['abc', '..%2F..', '..%2F..%2Fdist'])('answers 404 for %s, not a release id, though a renderer lies there', async (id) => {
      const response = await render(VALID, `/releases/${id}/ssr/render`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('trap');
      expect(response.body).not.toContain('data-build');
    });

    it('answers a 404 problem for a valid release id without a folder', async () => {
      const response = await render(VALID, `/releases/${MISSING_RELEASE}/ssr/render`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
    });
  });

  describe('static files', () => {
    it('never serves a render bundle', async () => {
      for (const server of [app, appWithoutApi]) {
        expect((await server.inject({ method: 'GET', url: '/ssr/render.js' })).statusCode).toBe(404);
        expect((await server.inject({ method: 'GET', url: `/releases/${RELEASE}/ssr/render.js` })).statusCode).toBe(404);
      }
    });

    it('still serves the other files of dist and of a release', async () => {
      const entry = await app.inject({ method: 'GET', url: '/remoteEntry.js' });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe('var remote = 1;');
      const manifest = await app.inject({ method: 'GET', url: `/releases/${RELEASE}/mf-manifest.json` });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.json()).toEqual({ name: 'jobs' });
    });
  });
});

describe('parseRenderRequest', () => {
  it('returns exactly the five fields of a valid request; markup is asked unless said otherwise (a shell before contract 5)', () => {
    expect(parseRenderRequest({ ...VALID, extra: 1 })).toEqual(VALID);
    expect(parseRenderRequest({ routeId: 'home', locale: 'en', url: '/', origin: 'http://en.localhost:3000' })).toEqual({
      routeId: 'home',
      locale: 'en',
      url: '/',
      origin: 'http://en.localhost:3000',
      markup: true,
    });
    expect(parseRenderRequest({ ...VALID, markup: false })).toEqual({ ...VALID, markup: false });
  });

  it('refuses a markup that is not a boolean', () => {
    for (const markup of ['false', 0, null]) expect(parseRenderRequest({ ...VALID, markup })).toBe('markup: expected true or false');
  });

  it('refuses what is not an object', () => {
    for (const body of [undefined, null, 'x', 42, true]) expect(parseRenderRequest(body)).toBe('expected a JSON object');
  });

  it('refuses a routeId not of the route table', () => {
    for (const routeId of ['nope', 'toString', '__proto__', 1, undefined]) {
      expect(parseRenderRequest({ ...VALID, routeId })).toBe('routeId: not a route of the table');
    }
  });

  it('refuses an unsupported locale', () => {
    for (const locale of ['de', 'CS', '', undefined]) {
      expect(parseRenderRequest({ ...VALID, locale })).toBe('locale: not a supported locale');
    }
  });

  it('accepts a path of up to 2048 characters and nothing else as url', () => {
    const long = '/' + 'a'.repeat(2047);
    expect(parseRenderRequest({ ...VALID, url: long })).toEqual({ ...VALID, url: long });
    for (const url of [long + 'a', 'nabidky', '//evil.example', 'https://evil.example/', '', 7]) {
      expect(parseRenderRequest({ ...VALID, url })).toBe('url: expected a path');
    }
  });

  it('accepts only an http(s) origin without path, query or fragment', () => {
    for (const origin of ['https://raketa.cz', 'http://localhost:3000', 'https://en.raketa.cz']) {
      expect(parseRenderRequest({ ...VALID, origin })).toEqual({ ...VALID, origin });
    }
    for (const origin of [
      'javascript:alert(1)',
      'https://raketa.cz/',
      'https://raketa.cz/jobs',
      'https://raketa.cz?x=1',
      'https://raketa.cz#x',
      'https://',
      'https://rak eta.cz',
      'ftp://raketa.cz',
      'raketa.cz',
      undefined,
    ]) {
      expect(parseRenderRequest({ ...VALID, origin })).toBe('origin: expected an http(s) origin');
    }
  });
});

describe('rendererIn', () => {
  it('loads a build rewritten in place again, and keeps one it already loaded', () => {
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-renderer-'));
    try {
      const file = path.join(buildDir, 'ssr', 'render.js');
      fs.mkdirSync(path.dirname(file));
      const write = (name: string, mtime: number) => {
        fs.writeFileSync(file, `module.exports = { name: ${JSON.stringify(name)}, render: async () => null };`);
        fs.utimesSync(file, mtime, mtime);
      };
      write('first', 1_700_000_000);
      expect((rendererIn(buildDir) as unknown as { name: string }).name).toBe('first');
      expect(rendererIn(buildDir)).toBe(rendererIn(buildDir));
      write('second', 1_700_000_100);
      expect((rendererIn(buildDir) as unknown as { name: string }).name).toBe('second');
      expect(rendererIn(path.join(buildDir, 'none'))).toBeNull();
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  });
});

describe('a remote server at start', () => {
  it('has evaluated its build’s renderer before it listens, so the first page after a restart is not late', async () => {
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-preload-'));
    // The bundle runs in Node's own context (not the test's): it counts its evaluations in a file.
    const counter = path.join(buildDir, 'evaluations');
    const evaluations = () => (fs.existsSync(counter) ? fs.readFileSync(counter, 'utf8').length : 0);
    try {
      fs.writeFileSync(path.join(buildDir, 'mf-manifest.json'), JSON.stringify({ name: 'learning' }));
      fs.mkdirSync(path.join(buildDir, 'ssr'));
      fs.writeFileSync(
        path.join(buildDir, 'ssr', 'render.js'),
        `require('node:fs').appendFileSync(${JSON.stringify(counter)}, 'x'); exports.render = async () => null;`,
      );
      const server = await buildRemoteServer(buildDir, { apiUrl: API_URL });
      try {
        expect(evaluations()).toBe(0);
        await server.ready();
        expect(evaluations()).toBe(1);
        const response = await server.inject({ method: 'POST', url: '/ssr/render', payload: VALID });
        expect(response.statusCode).toBe(204);
        expect(evaluations()).toBe(1);
      } finally {
        await server.close();
      }
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  });

  it('still starts when its renderer cannot be loaded, and answers that render 500', async () => {
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-preload-'));
    try {
      fs.writeFileSync(path.join(buildDir, 'mf-manifest.json'), JSON.stringify({ name: 'learning' }));
      fs.mkdirSync(path.join(buildDir, 'ssr'));
      fs.writeFileSync(path.join(buildDir, 'ssr', 'render.js'), `throw new Error('broken bundle');`);
      const server = await buildRemoteServer(buildDir, { apiUrl: API_URL });
      try {
        await server.ready();
        expect((await server.inject({ method: 'GET', url: '/mf-manifest.json' })).statusCode).toBe(200);
        expect((await server.inject({ method: 'POST', url: '/ssr/render', payload: VALID })).statusCode).toBe(500);
      } finally {
        await server.close();
      }
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
