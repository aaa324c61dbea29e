import path from 'node:path';
import { buildShellServer } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildShellServer({
    distDir: path.resolve(__dirname, '..', 'dist'),
    topology: config.topology,
    flags: config.flags,
    trustProxy: config.trustProxy,
    serverRenderTimeoutMs: config.serverRenderTimeoutMs,
    logger: true,
  });
  await app.listen({ port: config.port, host: config.host });
  const close = () => app.close().then(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
