// Test-only: removes the run's PGlite template (pglite-template.ts).
import fs from 'node:fs';
import { TEMPLATE_ENV } from './pglite-template';

export default function removePgliteTemplate(): void {
  const file = process.env[TEMPLATE_ENV];
  if (file) fs.rmSync(file, { force: true });
}
