/** The remotes config the browser fetches (no-store): where each remote's live build is. */
import { REMOTES_CONFIG_PATH, type RemotesConfig } from '@raketa/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { RemotesSource } from './pages';

export const remotesConfigPlugin: FastifyPluginAsync<{ remotes: RemotesSource }> = async (app, { remotes }) => {
  app.get(REMOTES_CONFIG_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ remotes: remotes.entries() } satisfies RemotesConfig),
  );
};
