// Server-only: decorates the app with `twoFactor` (two-factor.ts), sealing secrets with
// TWO_FACTOR_KEY, or outside production with the fixed development key (config refuses that in
// production), which is said once at start.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createSecretBox, decodeKey, DEVELOPMENT_KEY } from './secret-box';
import { createTwoFactor, type TwoFactor } from './two-factor';

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TwoFactor;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const configured = app.config.twoFactorKey;
    if (configured === undefined) {
      app.log.warn('TWO_FACTOR_KEY is not set: two-factor secrets are sealed with the public development key');
    }
    const box = createSecretBox(configured === undefined ? DEVELOPMENT_KEY : decodeKey(configured));
    app.decorate('twoFactor', createTwoFactor({ db: app.db, box, clock: app.clock }));
  },
  { name: 'two-factor', decorators: { fastify: ['config', 'db', 'clock'] } },
);
