/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { isCompressible, isPrecompressedSibling, originalOf, precompressDir, precompressFileSync } from './precompress';

/** Text that compresses as a minified bundle does (repetitive identifiers, some variety). */
const bundle = (name: string) =>
  Array.from({ length: 400 }, (_, i) => `function ${name}${i}(a,b){return a.map(function(x){return x*${i}+b.length})}`).join(';');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-precompress-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, body: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), body);
};
const read = (name: string) => fs.readFileSync(path.join(dir, name));
const exists = (name: string) => fs.existsSync(path.join(dir, name));

describe('which files are precompressed', () => {
  it('takes text types, not images, fonts or siblings', () => {
    for (const file of ['a.0123456789ab.js', 'b.css', 'mf-manifest.json', 'index.html', 'logo.svg', 'feed.xml', 'x.txt', 'a.js.map']) {
      expect(isCompressible(file)).toBe(true);
    }
    for (const file of ['a.png', 'b.jpg', 'c.webp', 'd.avif', 'e.woff2', 'f.woff', 'a.js.br', 'a.js.gz', 'LICENSE']) {
      expect(isCompressible(file)).toBe(false);
    }
  });

  it('maps a sibling back to its original', () => {
    expect(isPrecompressedSibling('/a.0123456789ab.js.br')).toBe(true);
    expect(isPrecompressedSibling('/a.0123456789ab.js.gz')).toBe(true);
    expect(isPrecompressedSibling('/a.0123456789ab.js')).toBe(false);
    expect(originalOf('/srv/dist/_i18n/x/cs/messages.json.br')).toBe('/srv/dist/_i18n/x/cs/messages.json');
    expect(originalOf('/srv/dist/a.js.gz')).toBe('/srv/dist/a.js');
    expect(originalOf('/srv/dist/a.js')).toBe('/srv/dist/a.js');
  });
});

describe('precompressDir', () => {
  it('writes brotli and gzip siblings of every text file, nested ones included, that decode to the original', async () => {
    write('main.0123456789ab.js', bundle('main'));
    write('_i18n/0123456789abcdef/cs/messages.json', JSON.stringify({ shell: { title: 'Nabídky práce '.repeat(100) } }));
    write('builds/latest.json', JSON.stringify({ app: '@raketa/shell', version: '0.1.0', buildId: 'abc', builtAt: 'now' }, null, 2));
    write('icon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(50)}</svg>`);
    const result = await precompressDir(dir);
    expect(result.map((file) => file.file).sort()).toEqual(
      ['_i18n/0123456789abcdef/cs/messages.json', 'builds/latest.json', 'icon.svg', 'main.0123456789ab.js'].map((f) => path.normalize(f)),
    );
    for (const { file, raw, br, gzip } of result) {
      expect(raw).toBe(read(file).length);
      expect(zlib.brotliDecompressSync(read(`${file}.br`))).toEqual(read(file));
      expect(zlib.gunzipSync(read(`${file}.gz`))).toEqual(read(file));
      expect(br).toBe(read(`${file}.br`).length);
      expect(gzip).toBe(read(`${file}.gz`).length);
      expect(br!).toBeLessThan(raw);
    }
  });

  it('compresses at the highest levels: brotli 11 beats the fast level, gzip says maximum compression', async () => {
    // Real source text (this folder's), as varied as a bundle.
    const body = fs
      .readdirSync(__dirname)
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => fs.readFileSync(path.join(__dirname, f), 'utf8'))
      .join('\n');
    write('chunk.0123456789ab.js', body);
    const [file] = await precompressDir(dir);
    const fast = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    expect(file!.br!).toBeLessThan(fast);
    // RFC 1952: XFL 2 = the compressor used maximum compression (level 9).
    expect(read('chunk.0123456789ab.js.gz')[8]).toBe(2);
  });

  it('leaves images, fonts, dotfiles and existing siblings alone', async () => {
    write('photo.0123456789ab.png', PNG);
    write('font.0123456789ab.woff2', PNG);
    write('.build-hash', 'x'.repeat(2000));
    write('a.js', bundle('a'));
    await precompressDir(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['.build-hash', 'a.js', 'a.js.br', 'a.js.gz', 'font.0123456789ab.woff2', 'photo.0123456789ab.png']);
    // A second run compresses the originals again, never a sibling.
    const again = await precompressDir(dir);
    expect(again.map((file) => file.file)).toEqual(['a.js']);
    expect(exists('a.js.br.br')).toBe(false);
  });

  it('leaves the server renderer (ssr/) alone: it is never sent', async () => {
    write('ssr/render.js', bundle('r'));
    write('ssrs/a.js', bundle('s'));
    write('a.js', bundle('a'));
    expect((await precompressDir(dir)).map((file) => file.file).sort()).toEqual(['a.js', path.join('ssrs', 'a.js')]);
    expect(fs.readdirSync(path.join(dir, 'ssr'))).toEqual(['render.js']);
  });

  it('writes no sibling where compression does not pay, and removes a stale one', async () => {
    write('tiny.json', '{}');
    write('tiny.json.br', 'stale');
    const [file] = await precompressDir(dir);
    expect(file).toEqual({ file: 'tiny.json', raw: 2, br: null, gzip: null });
    expect(exists('tiny.json.br')).toBe(false);
    expect(exists('tiny.json.gz')).toBe(false);
  });
});

describe('precompressFileSync', () => {
  it('makes the siblings again from a file rewritten after its build', async () => {
    write('builds/latest.json', JSON.stringify({ buildId: 'a'.repeat(16), note: 'before '.repeat(20) }, null, 2));
    await precompressDir(dir);
    const rewritten = JSON.stringify({ buildId: 'a'.repeat(16), releaseId: '0.1.0-x', note: 'after '.repeat(20) }, null, 2);
    write('builds/latest.json', rewritten);
    precompressFileSync(path.join(dir, 'builds/latest.json'));
    expect(zlib.brotliDecompressSync(read('builds/latest.json.br')).toString()).toBe(rewritten);
    expect(zlib.gunzipSync(read('builds/latest.json.gz')).toString()).toBe(rewritten);
  });
});
