// Test-only: removes the run's database templates (pglite-template.ts).
export { removeTemplates as default } from './pglite-template';
