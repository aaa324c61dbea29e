/**
 * Raketa's operator commands (run under tsx):
 *   start               build what changed, migrate and seed, start every service
 *   build [--force]     build every web app and print JS sizes
 *   build-app <dir>     build one web app (its own `npm run build`)
 *   serve-remote <id>   serve one remote's dist/ on its port
 *   compose [--check]   write (or check) docker-compose.yml and the Dockerfiles
 */
import path from 'node:path';
import { buildAll, buildApp, printSizes } from './build';
import { buildRemoteServer } from './static-server';
import { startStack } from './stack';
import { APP_IDS, APPS, REPO_ROOT, resolveTopology, type AppId } from './topology';

function appIdFor(arg: string | undefined): AppId {
  const byDir = APP_IDS.find((id) => path.resolve(REPO_ROOT, APPS[id].dir) === path.resolve(arg ?? ''));
  const id = byDir ?? (APP_IDS as string[]).find((candidate) => candidate === arg);
  if (!id) throw new Error(`unknown app "${arg}"; expected one of ${APP_IDS.join(', ')}`);
  return id as AppId;
}

async function start() {
  await buildAll();
  console.log('\n[start] migrating and seeding the database, starting services...');
  const stack = await startStack({ verbose: process.env.RAKETA_VERBOSE === '1' });
  console.log(`\nRaketa is up:\n  Czech:   ${stack.urls.cs}/\n  English: ${stack.urls.en}/\n  API:     ${stack.topology.apiUrl}/health\nPress Ctrl+C to stop.`);
  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function serveRemote(arg: string | undefined) {
  const id = appIdFor(arg);
  const app = await buildRemoteServer(path.join(REPO_ROOT, APPS[id].dir, 'dist'), { logger: true });
  await app.listen({ port: resolveTopology().ports[id], host: process.env.HOST || '127.0.0.1' });
  const close = () => app.close().then(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

/** Writes the generated container files, or with --check lists the stale ones and fails. */
async function compose(check: boolean) {
  // Loaded on demand: only this command needs the yaml package.
  const { checkComposeFiles, writeComposeFiles } = await import('./compose');
  if (check) {
    const stale = checkComposeFiles();
    if (stale.length === 0) return console.log('[compose] docker-compose.yml and the Dockerfiles match topology.ts');
    console.error(`[compose] stale (run npm run compose):\n${stale.map((file) => `  ${file}`).join('\n')}`);
    process.exit(1);
  }
  const written = writeComposeFiles();
  console.log(written.length ? `[compose] wrote ${written.join(', ')}` : '[compose] everything already up to date');
}

async function main(argv: string[]) {
  const [command, arg] = argv;
  switch (command) {
    case 'start':
      return start();
    case 'build':
      return buildAll({ force: argv.includes('--force') });
    case 'build-app': {
      const id = appIdFor(arg);
      await buildApp(id, { force: true });
      return printSizes([id]);
    }
    case 'serve-remote':
      return serveRemote(arg);
    case 'compose':
      return compose(argv.includes('--check'));
    default:
      throw new Error(`unknown command "${command ?? ''}"; see the header of shared/platform/cli.ts`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
