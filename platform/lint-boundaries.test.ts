/** @jest-environment node */
// The architecture's boundaries hold because lint says so (eslint.config.js): each boundary is
// broken once here, by a snippet linted at a path inside the repository, and must be reported by
// its rule; a clean module must report nothing. A cycle needs two real files: lint-fixtures/.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

const ROOT = path.resolve(__dirname, '..');

// The root config itself, passed in: ESLint's own loading of it uses import(), which Jest's
// CommonJS sandbox cannot run. `ignore: false` lets the test lint the ignored fixtures.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(ROOT, 'eslint.config.js')) as Linter.Config[];
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config, ignore: false, cache: false });

async function problemsOf(code: string, file: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

async function rulesOf(code: string, file: string): Promise<(string | null)[]> {
  return (await problemsOf(code, file)).map((problem) => problem.rule);
}

jest.setTimeout(60_000);

describe('lint boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const code = "import { useSavedJobList } from '../saved-jobs/api/get-saved-jobs';\nexport const list = useSavedJobList;\n";
    expect(await rulesOf(code, 'mf-jobs/src/features/job-list/probe.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it("refuses a feature importing its app's entry (src/app)", async () => {
    const code = "import { buildRoutes } from '../../app/router';\nexport const routes = buildRoutes;\n";
    expect(await rulesOf(code, 'shell/src/features/layout/probe.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it("refuses an app's shared folder importing a feature", async () => {
    const code = "import { useSavedJobList } from '../features/saved-jobs/api/get-saved-jobs';\nexport const list = useSavedJobList;\n";
    expect(await rulesOf(code, 'mf-jobs/src/lib/probe.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses an app importing another app', async () => {
    const code = "import { useSite } from '../../../shell/src/lib/site-context';\nexport const site = useSite;\n";
    const problems = await problemsOf(code, 'mf-jobs/src/lib/probe.ts');
    expect(problems.map((problem) => problem.rule)).toEqual(['import-x/no-restricted-paths']);
    expect(problems[0]?.message).toMatch(/Apps never import each other/);
  });

  it('refuses shared importing an app', async () => {
    const code = "import { useSite } from '../../shell/src/lib/site-context';\nexport const site = useSite;\n";
    const problems = await problemsOf(code, 'shared/src/probe.ts');
    expect(problems.map((problem) => problem.rule)).toEqual(['import-x/no-restricted-paths']);
    expect(problems[0]?.message).toMatch(/shared\/ never imports an app/);
  });

  it('refuses shared importing the platform tooling', async () => {
    const code = "import { APPS } from '@raketa/platform';\nexport const apps = APPS;\n";
    const problems = await problemsOf(code, 'shared/contracts/probe.ts');
    expect(problems.map((problem) => problem.rule)).toEqual(['import-x/no-restricted-paths']);
    expect(problems[0]?.message).toMatch(/shared\/ never imports platform\//);
  });

  it('refuses browser code importing node-side tooling or Node built-ins', async () => {
    const platform = "import { TOPOLOGY } from '@raketa/platform';\nexport const topology = TOPOLOGY;\n";
    expect(await rulesOf(platform, 'mf-jobs/src/features/job-list/probe.ts')).toEqual(['import-x/no-restricted-paths']);
    const server = "import { buildShellServer } from '../../../server/app';\nexport const server = buildShellServer;\n";
    expect(await rulesOf(server, 'shell/src/features/layout/probe.ts')).toEqual(['import-x/no-restricted-paths']);
    const builtIn = "import fs from 'node:fs';\nexport const read = fs.readFileSync;\n";
    expect(await rulesOf(builtIn, 'shared/src/probe.ts')).toEqual(['import-x/no-nodejs-modules']);
  });

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(ROOT, 'platform/lint-fixtures/cycle/first.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it('asks for type-only imports to say so', async () => {
    const code = "import { LocaleCode } from '@raketa/shared';\nexport const none = (locale: LocaleCode) => locale;\n";
    expect(await rulesOf(code, 'mf-jobs/src/features/job-list/probe.ts')).toEqual(['@typescript-eslint/consistent-type-imports']);
  });

  it('accepts a feature importing itself, its app’s shared folders and @raketa/shared', async () => {
    const code = [
      "import { pathFor, type LocaleCode } from '@raketa/shared';",
      "import { useLabels } from '../../lib/use-labels';",
      "import { SAVED_JOBS_KEY } from '../../api/saved-jobs';",
      "import { isClosed } from './api/get-saved-jobs';",
      "export const probe = (locale: LocaleCode) => [pathFor('savedJobs', locale), useLabels, SAVED_JOBS_KEY, isClosed];",
      '',
    ].join('\n');
    expect(await problemsOf(code, 'mf-jobs/src/features/saved-jobs/probe.ts')).toEqual([]);
  });
});
