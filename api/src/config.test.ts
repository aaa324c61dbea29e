import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { ConfigError, envVariables, loadConfig, renderEnvExample, repoRoot } from './config';
import { DEFAULT_DATABASE_LIMITS } from './db/postgres-db';

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: path.join(repoRoot, '.data', 'pglite'),
      database: DEFAULT_DATABASE_LIMITS,
      requestTimeoutMs: 60_000,
      loadShedding: { maxEventLoopDelayMs: 1000, maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9) },
      logLevel: 'info',
      siteHosts: { cs: 'localhost:3000', en: 'en.localhost:3000' },
      trustProxy: undefined,
      intercomSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Raketa <no-reply@raketa.cz>',
      mailOutboxDir: path.join(repoRoot, '.data', 'outbox'),
      contactEmail: 'kontakt@raketa.cz',
      jobQueue: { timeoutSeconds: 300, retryDelaySeconds: 30 },
      signUpsPerIpPerHour: 20,
      applicationRetentionMonths: 12,
      imageVariantsAtStart: true,
      webhooksAllowLoopback: false,
      social: {},
    });
  });

  it('reads every variable and treats empty values as unset', () => {
    expect(
      loadConfig({
        API_PORT: '4999',
        API_HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
        PGLITE_DIR: '',
        LOG_LEVEL: 'debug',
        CS_HOST: 'Raketa.test:3000',
        EN_HOST: 'en.raketa.test',
        TRUST_PROXY: '10.0.0.0/8, loopback',
        INTERCOM_SECRET: 'a-secret-of-some-length',
        SMTP_URL: 'smtp://mailpit:1025',
        MAIL_FROM: 'Raketa Test <test@raketa.test>',
        MAIL_OUTBOX_DIR: '/tmp/raketa-outbox',
        CONTACT_EMAIL: 'hello@raketa.test',
        JOB_TIMEOUT_SECONDS: '60',
        JOB_RETRY_DELAY_SECONDS: '5',
        SIGN_UPS_PER_IP_PER_HOUR: '300',
        APPLICATION_RETENTION_MONTHS: '24',
      }),
    ).toEqual({
      port: 4999,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      pgliteDir: path.join(repoRoot, '.data', 'pglite'),
      database: DEFAULT_DATABASE_LIMITS,
      requestTimeoutMs: 60_000,
      loadShedding: { maxEventLoopDelayMs: 1000, maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9) },
      logLevel: 'debug',
      siteHosts: { cs: 'raketa.test:3000', en: 'en.raketa.test' },
      trustProxy: '10.0.0.0/8, loopback',
      intercomSecret: 'a-secret-of-some-length',
      smtpUrl: 'smtp://mailpit:1025',
      mailFrom: 'Raketa Test <test@raketa.test>',
      mailOutboxDir: '/tmp/raketa-outbox',
      contactEmail: 'hello@raketa.test',
      jobQueue: { timeoutSeconds: 60, retryDelaySeconds: 5 },
      signUpsPerIpPerHour: 300,
      applicationRetentionMonths: 24,
      imageVariantsAtStart: true,
      webhooksAllowLoopback: false,
      social: {},
    });
  });

  it('reads the database timeouts, request timeout and load-shedding limits', () => {
    expect(
      loadConfig({
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
        DATABASE_POOL_MAX: '25',
        REQUEST_TIMEOUT_MS: '30000',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        MAX_HEAP_USED_MB: '512',
      }),
    ).toMatchObject({
      database: { connectTimeoutMs: 2000, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 60_000, poolMax: 25 },
      requestTimeoutMs: 30_000,
      loadShedding: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 512 * 1024 * 1024 },
    });
  });

  it.each([
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '5s'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', '1.5'],
    ['DATABASE_POOL_MAX', '0'],
    ['REQUEST_TIMEOUT_MS', '500'],
    ['MAX_EVENT_LOOP_DELAY_MS', 'off'],
    ['MAX_HEAP_USED_MB', '1e3'],
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name} must be an integer from`));
  });

  it('resolves a relative PGLITE_DIR from the repository root and keeps memory://', () => {
    expect(loadConfig({ PGLITE_DIR: 'tmp/db' }).pgliteDir).toBe(path.join(repoRoot, 'tmp', 'db'));
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).pgliteDir).toBe('memory://');
  });

  it('lets webhooks reach loopback addresses only when asked, and never in production', () => {
    expect(loadConfig({ IMAGE_VARIANTS_AT_START: 'false' }).imageVariantsAtStart).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }).webhooksAllowLoopback).toBe(true);
    expect(() => loadConfig({ WEBHOOKS_ALLOW_LOOPBACK: 'yes' })).toThrow(/WEBHOOKS_ALLOW_LOOPBACK must be true or false/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', TWO_FACTOR_KEY: Buffer.alloc(32).toString('base64'), WEBHOOKS_ALLOW_LOOPBACK: 'true' }),
    ).toThrow(/WEBHOOKS_ALLOW_LOOPBACK must not be true when NODE_ENV=production/);
  });

  it('names every invalid variable in one error', () => {
    let caught: unknown;
    try {
      loadConfig({ API_PORT: 'abc', DATABASE_URL: 'notaurl', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const { message, problems } = caught as ConfigError;
    expect(problems).toHaveLength(3);
    expect(message).toContain('3 problems');
    expect(message).toContain('API_PORT must be an integer from 1 to 65535 (got "abc")');
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL with a host (got "notaurl")');
    expect(message).toContain('LOG_LEVEL must be one of');
  });

  it.each([['0'], ['65536'], ['12.5'], ['-1']])('rejects API_PORT=%s', (port) => {
    expect(() => loadConfig({ API_PORT: port })).toThrow(/API_PORT must be/);
  });

  it.each([
    ['CS_HOST', 'http://raketa.cz'],
    ['EN_HOST', 'en.raketa.cz/path'],
    ['TRUST_PROXY', 'loopback; rm -rf'],
    ['INTERCOM_SECRET', 'short'],
    ['SMTP_URL', 'http://mail.example'],
    ['MAIL_FROM', 'not an address'],
    ['APPLICATION_RETENTION_MONTHS', '0'],
    ['APPLICATION_RETENTION_MONTHS', '121'],
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name} must be`));
  });

  it('rejects non-PostgreSQL URLs', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root@localhost/db' })).toThrow(/DATABASE_URL/);
  });
});

describe('renderEnvExample', () => {
  it('matches api/.env.example (regenerate the file from renderEnvExample() when variables change)', () => {
    expect(fs.readFileSync(path.join(__dirname, '../.env.example'), 'utf8')).toBe(renderEnvExample());
  });

  it('documents every variable with its default', () => {
    const text = renderEnvExample();
    for (const variable of envVariables) {
      expect(text).toContain(variable.description);
      expect(text).toContain(variable.default === undefined ? `# ${variable.name}=` : `${variable.name}=${variable.default}`);
    }
  });
});
