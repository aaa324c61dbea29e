/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { inputHash, jsSizes } from './build';

describe('jsSizes', () => {
  let dist: string;
  const small = 'console.log(1);';
  const big = `var x = "${'a'.repeat(5000)}";`;
  const medium = Array.from({ length: 200 }, (_, i) => `var v${i} = ${i * 7919};`).join('\n');

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-sizes-'));
    fs.writeFileSync(path.join(dist, 'small.js'), small);
    fs.mkdirSync(path.join(dist, 'chunks'));
    fs.writeFileSync(path.join(dist, 'chunks', 'big.0123456789ab.js'), big);
    fs.writeFileSync(path.join(dist, 'medium.js'), medium);
    fs.writeFileSync(path.join(dist, 'styles.css'), 'a'.repeat(100000));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(dist, 'main.js.map'), 'x'.repeat(100000));
  });

  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('lists only .js files, largest first, with raw and gzip sizes', () => {
    const gzip = (text: string) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;
    expect(jsSizes(dist)).toEqual([
      { file: path.join('chunks', 'big.0123456789ab.js'), raw: Buffer.byteLength(big), gzip: gzip(big) },
      { file: 'medium.js', raw: Buffer.byteLength(medium), gzip: gzip(medium) },
      { file: 'small.js', raw: Buffer.byteLength(small), gzip: gzip(small) },
    ]);
  });

  it('reports gzip sizes that compress repetitive code', () => {
    const [biggest] = jsSizes(dist);
    expect(biggest!.gzip).toBeLessThan(biggest!.raw / 10);
  });

  it('answers an empty list for a missing folder', () => {
    expect(jsSizes(path.join(dist, 'nope'))).toEqual([]);
  });
});

describe('inputHash', () => {
  it('is a stable sha256 for the shell', () => {
    const first = inputHash('shell');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(inputHash('shell')).toBe(first);
  });

  it('differs between apps', () => {
    expect(inputHash('jobs')).not.toBe(inputHash('shell'));
  });
});
