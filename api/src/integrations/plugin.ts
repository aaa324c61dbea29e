// Server-only: what the integrations add to the app (registered once in app.ts): the bearer grant
// on requests, and the webhook calls' settings (the config's loopback switch, the system resolver;
// a test replaces `resolve` to make a name resolve where it wants).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultWebhookHttp } from './webhooks';

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('apiToken', null);
    app.decorate('webhookHttp', defaultWebhookHttp(app.config.webhooksAllowLoopback ?? false));
  },
  { name: 'integrations', decorators: { fastify: ['config'] } },
);
