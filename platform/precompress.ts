/**
 * Precompression of a build's text files. Built files never change, so each is compressed once,
 * at the end of its build, at the highest levels (brotli 11, gzip 9), into `file.br` and
 * `file.gz` beside it; the static servers send those siblings (`@fastify/static`'s
 * `preCompressed`) to clients that accept them, so no request pays for compression.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SSR_DIR } from '@raketa/shared/federation';

/** Text types worth compressing (not images but SVG, not fonts: woff2 is compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|html|svg|xml|txt|map|webmanifest)$/i;
/** Sibling suffix per content coding, as `@fastify/static` looks them up. */
export const PRECOMPRESSED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;
const SIBLING = /\.(?:br|gz)$/;

export const isCompressible = (file: string): boolean => COMPRESSIBLE.test(file) && !SIBLING.test(file);
/** A precompressed sibling (`x.js.br`), which is never served under its own name. */
export const isPrecompressedSibling = (file: string): boolean => SIBLING.test(file);
/** The file a served path stands for: `x.js.br` → `x.js` (only sibling names carry these suffixes). */
export const originalOf = (file: string): string => file.replace(SIBLING, '');

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: zlib.constants.Z_BEST_COMPRESSION };

export interface PrecompressedFile {
  /** Relative to the folder given (or the path given, for one file). */
  file: string;
  raw: number;
  /** Size of the written sibling, or null when compression would not make the file smaller (none written). */
  br: number | null;
  gzip: number | null;
}

/** Writes (or, when compressing does not pay, removes) one sibling; returns its size or null. */
function writeSibling(file: string, suffix: string, raw: number, compressed: Buffer): number | null {
  const sibling = file + suffix;
  if (compressed.length >= raw) {
    fs.rmSync(sibling, { force: true });
    return null;
  }
  fs.writeFileSync(sibling, compressed);
  return compressed.length;
}

/** Precompresses one file now, synchronously (for a file rewritten after its build: a release's build info). */
export function precompressFileSync(file: string): PrecompressedFile {
  const body = fs.readFileSync(file);
  return {
    file,
    raw: body.length,
    br: writeSibling(file, PRECOMPRESSED_SUFFIXES.br, body.length, zlib.brotliCompressSync(body, brotliOptions(body.length))),
    gzip: writeSibling(file, PRECOMPRESSED_SUFFIXES.gzip, body.length, zlib.gzipSync(body, GZIP_OPTIONS)),
  };
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function compressibleFiles(dir: string): string[] {
  // A build's server renderer is run by its server, never sent: nothing to compress.
  const serverOnly = path.join(dir, SSR_DIR);
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isCompressible(entry.name) && !entry.name.startsWith('.'))
    .filter((entry) => entry.parentPath !== serverOnly && !entry.parentPath.startsWith(`${serverOnly}${path.sep}`))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Precompresses every text file under `dir` (a finished build), on zlib's thread pool so two builds
 * running side by side are not held up. Returns each file's sizes, raw and compressed.
 */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  return Promise.all(
    compressibleFiles(dir).map(async (file) => {
      const body = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([brotliCompress(body, brotliOptions(body.length)), gzip(body, GZIP_OPTIONS)]);
      return {
        file: path.relative(dir, file),
        raw: body.length,
        br: writeSibling(file, PRECOMPRESSED_SUFFIXES.br, body.length, br),
        gzip: writeSibling(file, PRECOMPRESSED_SUFFIXES.gzip, body.length, gz),
      };
    }),
  );
}
