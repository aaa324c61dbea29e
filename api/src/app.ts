// Builds the Fastify app without listening (tests drive it with `app.inject`).
// Plugins first, then routes; one folder per resource under `routes/`.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/db';
import companiesRepository from './plugins/companies-repository';
import errorHandler from './plugins/error-handler';
import jobsRepository from './plugins/jobs-repository';
import companiesRoutes from './routes/api/companies/index';
import contextsRoutes from './routes/api/contexts/index';
import jobsRoutes from './routes/api/jobs/index';
import healthRoutes from './routes/health/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Owned by the caller: the app does not close it. */
  db: Db;
}

export async function buildApp({ config, db }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Honours the request id the shell server forwards, so one id follows a request across services.
    requestIdHeader: 'x-request-id',
  });

  app.decorate('config', config);
  app.decorate('db', db);

  await app.register(errorHandler);
  await app.register(jobsRepository);
  await app.register(companiesRepository);

  await app.register(healthRoutes);
  await app.register(contextsRoutes, { prefix: '/api/contexts' });
  await app.register(companiesRoutes, { prefix: '/api/companies' });
  await app.register(jobsRoutes, { prefix: '/api/jobs' });

  return app;
}
