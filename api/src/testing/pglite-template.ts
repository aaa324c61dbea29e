// Test-only: a new PGlite cluster costs seconds (initdb inside WebAssembly) and every API test file
// opens one or more. Jest's global setup makes one empty cluster per run and dumps it; each test
// database then starts from that dump, which is the same empty database in a fraction of the time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** Where this run's template lives; the setup names it in the environment the test workers inherit. */
export const TEMPLATE_ENV = 'RAKETA_PGLITE_TEMPLATE';

/** The template of this run as PGlite loads it, or undefined outside a Jest run (a fresh cluster then). */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}

/** Jest global setup (api/jest.config.js): one empty cluster, dumped uncompressed (loading skips the unzip). */
export default async function createPgliteTemplate(): Promise<void> {
  const pg = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent } });
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const file = path.join(os.tmpdir(), `raketa-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
}
