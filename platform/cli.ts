/**
 * Raketa's operator commands (run under tsx):
 *   start               build what changed, migrate and seed, start every service
 *   build [--force]     build every web app and print JS sizes
 *   build-app <dir>     build one web app (its own `npm run build`)
 *   serve-remote <id>   serve one remote's dist/ and its releases on its port
 *   release <app>       build one remote into a new release folder and make it live (issue 8)
 *   rollback <app>      make the release before the live one of a remote live again
 *   compose [--check]   write (or check) docker-compose.yml and the Dockerfiles
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildAll, buildApp, buildAppInto, printSizes } from './build';
import { publishRelease, readRegistry, releaseManifestUrl, releasesDirOf, rollbackRelease, withReleaseLock } from './releases';
import { buildRemoteServer } from './static-server';
import { startStack } from './stack';
import { APP_IDS, APPS, REPO_ROOT, resolveTopology, type AppId, type AppService, type RemoteService } from './topology';

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
  console.log(
    `\nRaketa is up:\n  Czech:   ${stack.urls.cs}/\n  English: ${stack.urls.en}/\n  API:     ${stack.topology.apiUrl}/health\nPress Ctrl+C to stop.`,
  );
  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

function remoteFor(arg: string | undefined): { id: AppId; app: RemoteService } {
  const id = appIdFor(arg);
  const app: AppService = APPS[id];
  if (app.kind !== 'remote') throw new Error(`${app.dir} is not a remote; releases are made per remote`);
  return { id, app };
}

async function serveRemote(arg: string | undefined) {
  const { id, app: remote } = remoteFor(arg);
  const topology = resolveTopology();
  const app = await buildRemoteServer(path.join(REPO_ROOT, remote.dir, 'dist'), {
    logger: true,
    releasesDir: releasesDirOf(topology.releasesRoot, remote.remote),
    apiUrl: topology.apiUrl,
  });
  await app.listen({ port: topology.ports[id], host: process.env.HOST || '127.0.0.1' });
  const close = () => app.close().then(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

/**
 * Builds the remote alone into a staging folder beside its releases (same file system, so the
 * move is a rename), publishes it and points the registry at it; neither the shell nor any
 * other app is built or restarted, and `dist/` is left as it is.
 */
async function release(arg: string | undefined) {
  const { id, app } = remoteFor(arg);
  const topology = resolveTopology();
  const root = topology.releasesRoot;
  await withReleaseLock(root, app.remote, async () => {
    const dir = releasesDirOf(root, app.remote);
    fs.mkdirSync(dir, { recursive: true });
    const staging = fs.mkdtempSync(path.join(dir, '.staging-'));
    // mkdtemp makes it private; the release folder it becomes is read by the remote's server.
    fs.chmodSync(staging, 0o755);
    try {
      await buildAppInto(id, staging);
      const { record, previous, reused } = publishRelease(root, app.remote, staging);
      console.log(
        `[release] ${app.dir} ${record.releaseId}${reused ? ' (an identical build, released before)' : ''} is live at ` +
          `${releaseManifestUrl(topology.remoteUrls[app.remote], record.releaseId)}\n` +
          `[release] previous: ${previous ?? 'the base build'}; roll back with npm run rollback -w ${app.dir}`,
      );
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  });
}

async function rollback(arg: string | undefined) {
  const { app } = remoteFor(arg);
  const topology = resolveTopology();
  const root = topology.releasesRoot;
  await withReleaseLock(root, app.remote, () => {
    const from = readRegistry(root, app.remote).current;
    const { current } = rollbackRelease(root, app.remote);
    console.log(
      `[rollback] ${app.dir}: ${from} -> ${current ?? 'the base build'}, live at ${releaseManifestUrl(topology.remoteUrls[app.remote], current)}`,
    );
  });
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
    case 'release':
      return release(arg);
    case 'rollback':
      return rollback(arg);
    case 'compose':
      return compose(argv.includes('--check'));
    default:
      throw new Error(`unknown command "${command ?? ''}"; see the header of platform/cli.ts`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
