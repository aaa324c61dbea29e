/**
 * Builds the web apps in production mode and prints each app's JS size.
 * A build is skipped when its inputs (the app's sources and config, and the
 * shared package) hash to what the last build recorded, so a second
 * `npm start` reuses it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import { precompressDir } from './precompress';
import { SSR_DIR } from '@raketa/shared/federation';
import { APPS, REPO_ROOT, WEB_APP_IDS, type AppId } from './topology';

const STAMP = '.build-hash';
const IGNORED = new Set(['node_modules', 'dist', 'server', 'coverage', '__tests__']);

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (IGNORED.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
  });
}

/** Hash of everything a web app's bundle is made from. */
export function inputHash(id: AppId): string {
  const hash = crypto.createHash('sha256');
  // The platform too: its webpack config and plugins make the bundle as much as the sources do.
  const roots = [path.join(REPO_ROOT, APPS[id].dir), path.join(REPO_ROOT, 'shared'), path.join(REPO_ROOT, 'platform')];
  const files = roots.flatMap(listFiles).concat(path.join(REPO_ROOT, 'package-lock.json')).sort();
  for (const file of files) {
    hash.update(path.relative(REPO_ROOT, file));
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
}

export function jsSizes(distDir: string): AssetSize[] {
  return (
    listFiles(distDir)
      // The server renderer (ssr/) never reaches a browser.
      .filter((file) => file.endsWith('.js') && !path.relative(distDir, file).startsWith(`${SSR_DIR}${path.sep}`))
      .map((file) => {
        const body = fs.readFileSync(file);
        return { file: path.relative(distDir, file), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
      })
      .sort((a, b) => b.raw - a.raw)
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function runWebpack(configs: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) return reject(new Error(stats?.toString('errors-only') ?? 'webpack failed'));
      if (stats.hasWarnings()) console.warn(stats.toString('errors-warnings'));
      resolve();
    });
  });
}

/**
 * Writes the brotli and gzip siblings of the build's text files (precompress.ts), which the
 * static servers send, and prints what they save.
 */
export async function precompressBuild(outputDir: string, label: string): Promise<void> {
  const started = Date.now();
  const files = await precompressDir(outputDir);
  const total = (size: (file: (typeof files)[number]) => number) => files.reduce((sum, file) => sum + size(file), 0);
  console.log(
    `[build] ${label} precompressed ${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${kb(total((f) => f.raw))} → brotli ${kb(total((f) => f.br ?? f.raw))}, gzip ${kb(total((f) => f.gzip ?? f.raw))}`,
  );
}

/** The app's webpack configurations (the browser's, and its server renderer's), as its own `webpack.config.ts` makes them. */
async function configsOf(id: AppId): Promise<Configuration[]> {
  const { default: config } = (await import(path.join(REPO_ROOT, APPS[id].dir, 'webpack.config.ts'))) as {
    default: Configuration | Configuration[];
  };
  return Array.isArray(config) ? config : [config];
}

/**
 * Builds one app into `outputDir` instead of its `dist/` (a release: platform/releases.ts),
 * leaving `dist/` and its build stamp alone, so a running server of the app is not disturbed.
 */
export async function buildAppInto(id: AppId, outputDir: string): Promise<void> {
  const started = Date.now();
  const [web, ...server] = await configsOf(id);
  await runWebpack([
    { ...web!, output: { ...web!.output, path: outputDir } },
    ...server.map((config) => ({ ...config, output: { ...config.output, path: path.join(outputDir, SSR_DIR) } })),
  ]);
  await precompressBuild(outputDir, APPS[id].dir);
  const where = path.relative(REPO_ROOT, outputDir).startsWith('..') ? outputDir : path.relative(REPO_ROOT, outputDir);
  console.log(`[build] ${APPS[id].dir} built into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function buildApp(id: AppId, { force = false } = {}): Promise<'built' | 'reused'> {
  const appDir = path.join(REPO_ROOT, APPS[id].dir);
  const distDir = path.join(appDir, 'dist');
  const hash = inputHash(id);
  const stampFile = path.join(distDir, STAMP);
  if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) return 'reused';
  const started = Date.now();
  await runWebpack(await configsOf(id));
  await precompressBuild(distDir, APPS[id].dir);
  fs.writeFileSync(stampFile, hash);
  console.log(`[build] ${APPS[id].dir} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 'built';
}

export function printSizes(ids: readonly AppId[]): void {
  console.log('\n[build] JS size per app (raw / gzip):');
  for (const id of ids) {
    const sizes = jsSizes(path.join(REPO_ROOT, APPS[id].dir, 'dist'));
    const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
    const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`  ${APPS[id].dir.padEnd(17)} ${kb(raw).padStart(10)} / ${kb(gzip).padStart(9)}  (${sizes.length} files)`);
    for (const s of sizes.slice(0, 3)) console.log(`      ${s.file.padEnd(40)} ${kb(s.raw).padStart(10)} / ${kb(s.gzip).padStart(9)}`);
  }
}

/** Builds every web app (two at a time: the machine has two cores) and prints sizes. */
export async function buildAll({ force = false, ids = WEB_APP_IDS } = {}): Promise<void> {
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const result = await buildApp(id, { force });
      if (result === 'reused') console.log(`[build] ${APPS[id].dir} unchanged, reusing dist/`);
    }
  };
  await Promise.all([worker(), worker()]);
  printSizes(ids);
}
