// Builds the Fastify app without listening (tests drive it with `app.inject`).
// Plugins first, then routes; one folder per resource under `routes/`.
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createPasswordHasher } from './auth/passwords';
import type { PasswordHasher, PasswordHasherOptions } from './auth/passwords';
import type { Config } from './config';
import type { Db } from './db/db';
import { eagerSerializers, lazySerializers } from './lib/lazy-serializers';
import { companyMembership } from './employer/membership';
import integrations from './integrations/plugin';
import { createMailer } from './mail/mailer';
import type { Mailer } from './mail/mailer';
import queuePlugin from './queue/queue-plugin';
import companiesRepository from './plugins/companies-repository';
import csrf from './plugins/csrf';
import errorHandler from './plugins/error-handler';
import loadShedding from './plugins/load-shedding';
import inputGuard from './plugins/input-guard';
import securityHeaders from './plugins/security-headers';
import jobsRepository from './plugins/jobs-repository';
import sessions from './plugins/sessions';
import throttle from './plugins/throttle';
import usersRepository from './plugins/users-repository';
import adminRoutes from './routes/api/admin/index';
import campaignsRoutes from './routes/api/campaigns/index';
import companiesRoutes from './routes/api/companies/index';
import companyInvitationsRoutes from './routes/api/company-invitations/index';
import contactRoutes from './routes/api/contact/index';
import contextsRoutes from './routes/api/contexts/index';
import coursesRoutes from './routes/api/courses/index';
import courseProgressRoutes from './routes/api/courses/progress';
import episodesRoutes from './routes/api/episodes/index';
import intercomRoutes from './routes/api/intercom/index';
import imagesRoutes from './routes/api/images/index';
import jobsRoutes from './routes/api/jobs/index';
import applicationRoutes from './routes/api/jobs/applications';
import jobViewsRoutes from './routes/api/job-views';
import meCompanyJobStatsRoutes from './routes/api/me-company-job-stats';
import loginRoutes from './routes/api/login/index';
import meRoutes from './routes/api/me/index';
import meJobBoardRoutes from './routes/api/me-job-board/index';
import meCompanyRoutes from './routes/api/me-company/index';
import meCompanyTeamRoutes from './routes/api/me-company-team/index';
import meCompanyJobsRoutes from './routes/api/me-company-jobs/index';
import meCompanyApplicantsRoutes from './routes/api/me-company-applicants/index';
import meApplicationsRoutes from './routes/api/me-applications/index';
import meExportRoutes from './routes/api/me-export/index';
import meCompanyIntegrationsRoutes from './routes/api/me-company-integrations/index';
import integrationsRoutes from './routes/api/integrations/index';
import meCompanyLifecycleRoutes from './routes/api/me-company/lifecycle';
import alertRoutes from './routes/api/alerts';
import newsletterRoutes from './routes/api/newsletter/index';
import passwordResetRoutes from './routes/api/password-reset/index';
import priceListRoutes from './routes/api/price-list/index';
import profileRoutes from './routes/api/profile/index';
import testsRoutes from './routes/api/tests/index';
import connectRoutes from './routes/connect/index';
import formRoutes from './routes/forms/index';
import feedRoutes from './routes/feeds/index';
import healthRoutes from './routes/health/index';
import twoFactorRoutes from './routes/api/two-factor/index';
import twoFactorCheckRoutes from './routes/two-factor-check/index';
import twoFactor from './two-factor/two-factor-plugin';
import uniqueUsernameRoutes from './routes/support/unique-username/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The current time; tests inject one to move sessions and throttle windows along. */
    clock: () => Date;
    passwords: PasswordHasher;
    mailer: Mailer;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Owned by the caller: the app does not close it. */
  db: Db;
  clock?: () => Date;
  /** argon2id cost and the hashing queue's limits; tests lower the cost to stay fast. Defaults to m = 19 MiB, t = 2, p = 1. */
  hashing?: PasswordHasherOptions;
  /** Defaults to SMTP or the outbox as `config` says; the app closes it. */
  mailer?: Mailer;
  /** How long a job-list answer is reused (routes/api/jobs); 0 turns the cache off (the bench's uncached runs). */
  jobListCacheMs?: number;
  /** Compiles every response serializer at start rather than at each route's first answer (lib/lazy-serializers.ts). */
  eagerSerializers?: boolean;
}

/** REQUEST_TIMEOUT_MS when the config has none. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

export async function buildApp({
  config,
  db,
  clock,
  hashing,
  mailer,
  jobListCacheMs,
  eagerSerializers: eager,
}: BuildAppOptions): Promise<FastifyInstance> {
  const requestTimeout = config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: eager ? eagerSerializers : lazySerializers } },
    // A request (headers and body) not fully received in time answers 408 and its connection
    // closes: a trickled or unfinished body must not hold a connection forever.
    requestTimeout,
    http: {
      headersTimeout: Math.min(requestTimeout, 60_000),
      // Node checks those timeouts this often (default 30 s, which would double a short one).
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(requestTimeout / 4))),
    },
    // Socket inactivity, while a handler works too: well above the slowest answer (database timeouts included).
    connectionTimeout: requestTimeout * 2,
    // Idle keep-alive connections close after this (above the usual 60 s of proxies, so they close first).
    keepAliveTimeout: 72_000,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Honours the request id the shell server forwards, so one id follows a request across services.
    requestIdHeader: 'x-request-id',
    // The shell server forwards X-Forwarded-For/-Proto/-Host: the client IP (throttling) and https (Secure
    // cookies), believed from TRUST_PROXY's addresses only; without it the socket's peer is the client.
    trustProxy: config.trustProxy ?? false,
    // E-mail addresses (up to 254 characters) travel as a path parameter of /support/unique-username.
    routerOptions: { maxParamLength: 320 },
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock ?? (() => new Date()));
  app.decorate('passwords', createPasswordHasher(hashing));
  app.decorate('mailer', mailer ?? createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: config.mailOutboxDir }));
  // Mail and the expired-row sweep run on the job queue; closing stops its workers, waiting for running jobs.
  await app.register(queuePlugin);
  app.addHook('onClose', async () => {
    await app.queue.stop();
    app.mailer.close();
  });

  await app.register(errorHandler);
  // Before any hook that may answer early (load shedding, the input guard): every answer carries them.
  await app.register(securityHeaders);
  // First of the request hooks after the headers: an overloaded app refuses before reading sessions or bodies.
  if (config.loadShedding) await app.register(loadShedding, config.loadShedding);
  await app.register(cookie);
  // Before everything that reads the request: refuses NUL characters and infinite numbers (issue 20).
  await app.register(inputGuard);
  await app.register(jobsRepository);
  await app.register(companiesRepository);
  await app.register(usersRepository);
  await app.register(throttle);
  await app.register(sessions);
  await app.register(companyMembership);
  await app.register(csrf);
  await app.register(twoFactor);
  await app.register(integrations);

  await app.register(healthRoutes);
  await app.register(contextsRoutes, { prefix: '/api/contexts' });
  await app.register(companiesRoutes, { prefix: '/api/companies' });
  await app.register(jobsRoutes, { prefix: '/api/jobs', ...(jobListCacheMs === undefined ? {} : { listCacheMs: jobListCacheMs }) });
  await app.register(imagesRoutes, { prefix: '/api/images' });
  await app.register(feedRoutes);
  await app.register(applicationRoutes, { prefix: '/api/jobs' });
  await app.register(jobViewsRoutes, { prefix: '/api/job-views' });
  await app.register(loginRoutes, { prefix: '/api/login' });
  await app.register(meRoutes, { prefix: '/api/me' });
  await app.register(meJobBoardRoutes, { prefix: '/api/me' });
  await app.register(meCompanyRoutes, { prefix: '/api/me/company' });
  await app.register(meCompanyTeamRoutes, { prefix: '/api/me/company' });
  await app.register(meCompanyJobsRoutes, { prefix: '/api/me/company/jobs' });
  await app.register(companyInvitationsRoutes, { prefix: '/api/company-invitations' });
  await app.register(meCompanyLifecycleRoutes, { prefix: '/api/me/company' });
  await app.register(meCompanyApplicantsRoutes, { prefix: '/api/me/company' });
  await app.register(meCompanyJobStatsRoutes, { prefix: '/api/me/company' });
  await app.register(meApplicationsRoutes, { prefix: '/api/me' });
  await app.register(meExportRoutes, { prefix: '/api/me' });
  await app.register(meCompanyIntegrationsRoutes, { prefix: '/api/me/company' });
  await app.register(integrationsRoutes, { prefix: '/api/integrations/v1' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(coursesRoutes, { prefix: '/api/courses' });
  await app.register(courseProgressRoutes, { prefix: '/api/me' });
  await app.register(episodesRoutes, { prefix: '/api/episodes' });
  await app.register(intercomRoutes, { prefix: '/api/intercom' });
  await app.register(passwordResetRoutes, { prefix: '/api/password-reset' });
  await app.register(profileRoutes, { prefix: '/api/profile' });
  await app.register(testsRoutes, { prefix: '/api/tests' });
  await app.register(priceListRoutes, { prefix: '/api/price-list' });
  await app.register(campaignsRoutes, { prefix: '/api/campaigns' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' });
  await app.register(alertRoutes, { prefix: '/api' });
  await app.register(uniqueUsernameRoutes, { prefix: '/support/unique-username' });
  await app.register(formRoutes);
  await app.register(connectRoutes);
  await app.register(twoFactorRoutes, { prefix: '/api/two-factor' });
  await app.register(twoFactorCheckRoutes);

  return app;
}
