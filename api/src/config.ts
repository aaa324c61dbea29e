// Server-only: reads and validates the API's environment once, at start.
// Every missing or invalid variable is reported together in one error.
import path from 'node:path';
import v8 from 'node:v8';
import { enums, is, pattern, refine, size, string } from 'superstruct';
import type { Struct } from 'superstruct';
import type { DatabaseLimits } from './db/postgres-db';
import { socialConfig, socialConfigProblems, socialEnvVariables } from './social/config';
import type { SocialConfig } from './social/config';

/** Repository root (`/…/raketa`), two levels above `api/src`. */
export const repoRoot = path.resolve(__dirname, '../..');

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the API uses PGlite at `pgliteDir`. */
  databaseUrl: string | undefined;
  /** Absolute PGlite data directory, or `memory://` for a throw-away in-memory database. */
  pgliteDir: string;
  /** Timeouts and pool size of the PostgreSQL pool (api/src/db/postgres-db.ts); PGlite ignores them. Absent: the defaults. */
  database?: DatabaseLimits;
  /** Longest a client may take to send a whole request, headers and body (then 408 and the connection closes). Absent: 60 s. */
  requestTimeoutMs?: number;
  /** Load shedding (@fastify/under-pressure): past either limit requests answer 503; 0 turns a check off. Absent (tests): off. */
  loadShedding?: LoadSheddingLimits;
  logLevel: LogLevel;
  /** Site host (host[:port]) of each language; form posts must come from one of them, redirects may go to them. */
  siteHosts: { cs: string; en: string };
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify `trustProxy`): client IPs for throttling,
   * https for cookies. Absent: none, the socket's peer is the client.
   */
  trustProxy: string | undefined;
  /** Intercom identity-verification secret; when absent the app makes a random one per process. */
  intercomSecret: string | undefined;
  /** AES-256-GCM key (base64 of 32 bytes) sealing two-factor secrets; unset only outside production (a fixed dev key). */
  twoFactorKey?: string | undefined;
  /** SMTP server for outgoing mail (smtp:// or smtps://); when absent, mail goes to the outbox folder. */
  smtpUrl: string | undefined;
  /** Sender of every mail (`Name <address>`). */
  mailFrom: string;
  /** Absolute outbox folder (an .eml and a .json per message) used when `smtpUrl` is absent. */
  mailOutboxDir: string;
  /** Where messages of the contact form go (api/EMPLOYERS.md, "Contact"). */
  contactEmail: string;
  /** The job queue's timing (api/src/queue); unset, as in tests, its defaults (300 s, 30 s). */
  jobQueue?: { timeoutSeconds: number; retryDelaySeconds: number };
  /** SIGN_UPS_PER_IP_PER_HOUR (auth/registration.ts); its default when absent. */
  signUpsPerIpPerHour?: number;
  /** TEST_CLOCK_FILE, absolute (lib/test-clock.ts): moves the app's clock; refused when NODE_ENV=production. */
  testClockFile?: string;
  /** APPLICATION_RETENTION_MONTHS (applicants/retention.ts): months an ended job's applications are kept; its default when absent. */
  applicationRetentionMonths?: number;
  /** IMAGE_VARIANTS_AT_START (images/variants.ts): the start sweep makes the variants of every stored picture missing some; false leaves them to first requests. */
  imageVariantsAtStart?: boolean;
  /** WEBHOOKS_ALLOW_LOOPBACK (integrations/webhook-http.ts): webhooks may go to http://127.0.0.1 (local tests); refused when NODE_ENV=production. */
  webhooksAllowLoopback?: boolean;
  /** Social sign-in providers with credentials (api/src/social/config.ts); absent ones answer social_unavailable. */
  social: SocialConfig;
}

export interface LoadSheddingLimits {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
}

export interface EnvVariable {
  name: string;
  /** Default used when the variable is unset or empty; `undefined` means optional with no default. */
  default: string | undefined;
  description: string;
  /** Human wording of what a valid value looks like, used in error messages. */
  expected: string;
  struct: Struct<string, unknown>;
}

const Port = refine(pattern(string(), /^\d+$/), 'port', (value) => {
  const port = Number(value);
  return port >= 1 && port <= 65535;
});

const PostgresUrl = refine(string(), 'postgres-url', (value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
});

const NonEmpty = size(string(), 1, Infinity);

/** A whole number (milliseconds, a count) from `min` to `max`. */
const IntegerIn = (min: number, max: number) =>
  refine(pattern(string(), /^\d+$/), `integer-${min}-${max}`, (value) => Number(value) >= min && Number(value) <= max);
const HOUR_MS = 3_600_000;

// `openssl rand -base64 32`: 32 bytes of standard base64 (the padding is optional).
const Aes256Key = refine(pattern(string(), /^[A-Za-z0-9+/]{43}=?$/), 'aes-256-key', (value) => Buffer.from(value, 'base64').length === 32);

const SmtpUrl = refine(string(), 'smtp-url', (value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
});

// `address` or `Display Name <address>`: what nodemailer accepts as a sender.
const MailFrom = pattern(string(), /^([^<>\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/);

// A host with an optional port, no scheme or path: what browsers send in Host and Origin.
const SiteHost = pattern(string(), /^[a-z0-9.-]+(:\d{1,5})?$/i);

// proxy-addr presets (loopback, linklocal, uniquelocal), IPs or CIDRs, comma-separated.
const TrustProxy = pattern(string(), /^[\w.:/]+(\s*,\s*[\w.:/]+)*$/);

/** Every environment variable the API reads, in `.env.example` order. */
export const envVariables: readonly EnvVariable[] = [
  {
    name: 'API_PORT',
    default: '4000',
    description: 'TCP port the API listens on.',
    expected: 'an integer from 1 to 65535',
    struct: Port,
  },
  {
    name: 'API_HOST',
    default: '127.0.0.1',
    description: 'Interface the API binds to (0.0.0.0 inside containers).',
    expected: 'a host name or IP address',
    struct: NonEmpty,
  },
  {
    name: 'DATABASE_URL',
    default: undefined,
    description: 'PostgreSQL connection string (postgres://user:pass@host:5432/db). When unset, the API uses PGlite at PGLITE_DIR.',
    expected: 'a postgres:// or postgresql:// URL with a host',
    struct: PostgresUrl,
  },
  {
    name: 'DATABASE_CONNECT_TIMEOUT_MS',
    default: '5000',
    description:
      'How long the API waits for a PostgreSQL connection (a new one or a free one of the pool), in ms; then the request answers 503 database_unavailable. The API also refuses to start when the database does not answer within it.',
    expected: 'an integer from 100 to 600000',
    struct: IntegerIn(100, 600_000),
  },
  {
    name: 'DATABASE_STATEMENT_TIMEOUT_MS',
    default: '10000',
    description:
      "PostgreSQL statement_timeout of the API's connections, in ms: a longer statement is cancelled and its request answers 503. The client gives up 1 s later on a server that does not answer at all. 0 turns both off. db:migrate runs without it.",
    expected: 'an integer from 0 to 3600000',
    struct: IntegerIn(0, HOUR_MS),
  },
  {
    name: 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
    default: '30000',
    description:
      'PostgreSQL idle_in_transaction_session_timeout, in ms: a connection left idle inside a transaction that long is closed by the server, releasing its locks. 0 turns it off.',
    expected: 'an integer from 0 to 3600000',
    struct: IntegerIn(0, HOUR_MS),
  },
  {
    name: 'DATABASE_POOL_MAX',
    default: '10',
    description: 'Most PostgreSQL connections the API opens; further queries wait (up to DATABASE_CONNECT_TIMEOUT_MS) for a free one.',
    expected: 'an integer from 1 to 1000',
    struct: IntegerIn(1, 1000),
  },
  {
    name: 'PGLITE_DIR',
    default: '.data/pglite',
    description:
      'PGlite data directory used when DATABASE_URL is unset; relative paths are resolved from the repository root; memory:// keeps the database in memory.',
    expected: 'a directory path or memory://',
    struct: NonEmpty,
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: `Log level of the structured (pino) logs: ${logLevels.join(', ')}.`,
    expected: `one of ${logLevels.join(', ')}`,
    struct: enums([...logLevels]) as Struct<string, unknown>,
  },
  {
    name: 'CS_HOST',
    default: 'localhost:3000',
    description:
      'Site host of the Czech site (host[:port], as in platform/topology.ts). Form posts must come from a site host; redirects may go to one.',
    expected: 'a host name with an optional :port',
    struct: SiteHost,
  },
  {
    name: 'EN_HOST',
    default: 'en.localhost:3000',
    description: 'Site host of the English site (host[:port]).',
    expected: 'a host name with an optional :port',
    struct: SiteHost,
  },
  {
    name: 'TRUST_PROXY',
    default: undefined,
    description:
      "Proxies whose X-Forwarded-For/-Proto/-Host the API believes: the shell server's address only (127.0.0.1 in the local stack, its fixed address in docker-compose), plus any proxy the shell itself trusts (SHELL_TRUST_PROXY). IPs, CIDRs or the presets loopback, linklocal, uniquelocal. Sets the client IP used for throttling and Secure cookies on https. When unset, no proxy is trusted: the connection's peer is the client, and a forged X-Forwarded-For changes nothing.",
    expected: 'comma-separated proxy-addr presets, IP addresses or CIDRs',
    struct: TrustProxy,
  },
  {
    name: 'REQUEST_TIMEOUT_MS',
    default: '60000',
    description:
      'How long a client may take to send a whole request (headers and body, a 10 MB CV over a slow upload included), in ms; then the API answers 408 and closes the connection, so slow or unfinished bodies do not hold it.',
    expected: 'an integer from 1000 to 3600000',
    struct: IntegerIn(1000, HOUR_MS),
  },
  {
    name: 'MAX_EVENT_LOOP_DELAY_MS',
    default: '1000',
    description:
      'Load shedding: when the mean event-loop delay of the last second exceeds it, requests (except /health) answer 503 overloaded with Retry-After instead of queueing. 0 turns the check off.',
    expected: 'an integer from 0 to 60000',
    struct: IntegerIn(0, 60_000),
  },
  {
    name: 'MAX_HEAP_USED_MB',
    default: undefined,
    description:
      'Load shedding: requests (except /health) answer 503 overloaded while the V8 heap in use exceeds it, in MB. Unset: 90% of the heap limit Node runs with; 0 turns the check off.',
    expected: 'an integer from 0 to 1000000',
    struct: IntegerIn(0, 1_000_000),
  },
  {
    name: 'INTERCOM_SECRET',
    default: undefined,
    description:
      'Intercom identity-verification secret (HMAC-SHA256 of the user id in GET /api/intercom). When unset, a random secret is made at start (dev only: Intercom will not accept its hashes).',
    expected: 'at least 16 characters',
    struct: size(string(), 16, Infinity),
  },
  {
    name: 'TWO_FACTOR_KEY',
    default: undefined,
    description:
      'AES-256-GCM key sealing the two-factor (TOTP) secrets at rest: 32 random bytes in base64 (openssl rand -base64 32). Required when NODE_ENV=production; elsewhere a fixed development key is used, with a warning. Changing it makes every enrolled secret unreadable.',
    expected: '32 bytes in base64 (44 characters)',
    struct: Aes256Key,
  },
  {
    name: 'SMTP_URL',
    default: undefined,
    description:
      'SMTP server for outgoing mail (smtp://user:pass@host:587 or smtps://…; Mailpit in docker-compose). When unset, every mail is kept in MAIL_OUTBOX_DIR instead of being sent.',
    expected: 'an smtp:// or smtps:// URL with a host',
    struct: SmtpUrl,
  },
  {
    name: 'MAIL_FROM',
    default: 'Raketa <no-reply@raketa.cz>',
    description: 'Sender of every mail the API sends (password reset links).',
    expected: 'an e-mail address, optionally as Name <address>',
    struct: MailFrom,
  },
  {
    name: 'MAIL_OUTBOX_DIR',
    default: '.data/outbox',
    description:
      'Folder that keeps every mail (an .eml to open in a mail client and a .json digest) when SMTP_URL is unset; relative paths are resolved from the repository root.',
    expected: 'a directory path',
    struct: NonEmpty,
  },
  {
    name: 'CONTACT_EMAIL',
    default: 'kontakt@raketa.cz',
    description: 'Address that receives the messages of the contact form (Reply-To is the sender).',
    expected: 'an e-mail address',
    struct: pattern(string(), /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/),
  },
  {
    name: 'JOB_TIMEOUT_SECONDS',
    default: '300',
    description:
      'Longest a background job (a mail, the expired-row sweep) may run before it counts as failed and is retried, in seconds. A job of an API replica that died mid-job is retried after it (on PGlite at once, at the next start).',
    expected: 'an integer from 2 to 3600',
    struct: IntegerIn(2, 3600),
  },
  {
    name: 'SIGN_UPS_PER_IP_PER_HOUR',
    default: '20',
    description:
      'Sign-ups one client address may make in an hour (valid attempts, before the e-mail check); then 429 with Retry-After. A test stack that signs up many accounts from one address raises it.',
    expected: 'an integer from 1 to 100000',
    struct: IntegerIn(1, 100_000),
  },
  {
    name: 'JOB_RETRY_DELAY_SECONDS',
    default: '30',
    description: 'Delay before a failed mail is sent again, in seconds; doubled (with jitter) for each of its 12 retries.',
    expected: 'an integer from 1 to 3600',
    struct: IntegerIn(1, 3600),
  },
  {
    name: 'APPLICATION_RETENTION_MONTHS',
    default: '12',
    description:
      "Months a closed or expired job's applications (with their CVs, history and the team's notes) are kept after the job ended; then a queue job deletes them, and the candidate's tracker says when beforehand.",
    expected: 'an integer from 1 to 120',
    struct: IntegerIn(1, 120),
  },
  {
    name: 'IMAGE_VARIANTS_AT_START',
    default: 'true',
    description:
      "Whether each API start enqueues the image variants missing from stored pictures (a fresh seed's 1,600 pictures take the queue minutes of CPU). false (the e2e and web bench stacks, on a fresh database each run) leaves each picture's variants to its first request, which is answered with a stand-in and enqueues them.",
    expected: 'true or false',
    struct: enums(['true', 'false']) as Struct<string, unknown>,
  },
  {
    name: 'WEBHOOKS_ALLOW_LOOPBACK',
    default: 'false',
    description:
      "Test-only, refused as true when NODE_ENV=production: lets a company's webhook endpoint be http:// or https:// on a loopback address (127.0.0.1, ::1, localhost), so a local receiver gets deliveries. Otherwise only https:// addresses that resolve to public IPs are accepted and called.",
    expected: 'true or false',
    struct: enums(['true', 'false']) as Struct<string, unknown>,
  },
  {
    name: 'TEST_CLOCK_FILE',
    default: undefined,
    description:
      "Test-only, refused when NODE_ENV=production: a file holding a whole number of milliseconds the API's clock runs ahead of the real time (an empty or missing file is 0), read at every look at the clock, so an end-to-end test moves time (a job's expiry) by writing it. Relative paths are resolved from the repository root.",
    expected: 'a file path',
    struct: NonEmpty,
  },
  ...socialEnvVariables,
];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid API environment (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Validates `env` (default `process.env`) and returns the typed config, or throws one `ConfigError`. */
export function loadConfig(env: Env = process.env): Config {
  const values = new Map<string, string | undefined>();
  const problems: string[] = [];

  for (const variable of envVariables) {
    const raw = env[variable.name]?.trim();
    const value = raw === undefined || raw === '' ? variable.default : raw;
    if (value !== undefined && !is(value, variable.struct)) {
      problems.push(`${variable.name} must be ${variable.expected} (got ${JSON.stringify(raw)})`);
    }
    values.set(variable.name, value);
  }
  // A production API must not fall back to the development key that anyone can read in the source.
  if (env.NODE_ENV?.trim() === 'production' && values.get('TWO_FACTOR_KEY') === undefined) {
    problems.push('TWO_FACTOR_KEY must be set when NODE_ENV=production (32 bytes in base64: openssl rand -base64 32)');
  }
  // A clock anyone with the file can move must never run a real site.
  if (env.NODE_ENV?.trim() === 'production' && values.get('TEST_CLOCK_FILE') !== undefined) {
    problems.push("TEST_CLOCK_FILE must not be set when NODE_ENV=production (it moves the API's clock; tests only)");
  }
  // A webhook to the server's own loopback services must never be possible on a real site.
  if (env.NODE_ENV?.trim() === 'production' && values.get('WEBHOOKS_ALLOW_LOOPBACK') === 'true') {
    problems.push('WEBHOOKS_ALLOW_LOOPBACK must not be true when NODE_ENV=production (webhooks could reach the server itself; tests only)');
  }
  problems.push(...socialConfigProblems(values));
  if (problems.length > 0) throw new ConfigError(problems);

  const pgliteDir = values.get('PGLITE_DIR')!;
  return {
    port: Number(values.get('API_PORT')),
    host: values.get('API_HOST')!,
    databaseUrl: values.get('DATABASE_URL'),
    pgliteDir: pgliteDir.startsWith('memory://') ? pgliteDir : path.resolve(repoRoot, pgliteDir),
    database: {
      connectTimeoutMs: Number(values.get('DATABASE_CONNECT_TIMEOUT_MS')),
      statementTimeoutMs: Number(values.get('DATABASE_STATEMENT_TIMEOUT_MS')),
      idleInTransactionTimeoutMs: Number(values.get('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS')),
      poolMax: Number(values.get('DATABASE_POOL_MAX')),
    },
    requestTimeoutMs: Number(values.get('REQUEST_TIMEOUT_MS')),
    loadShedding: {
      maxEventLoopDelayMs: Number(values.get('MAX_EVENT_LOOP_DELAY_MS')),
      maxHeapUsedBytes: heapLimitBytes(values.get('MAX_HEAP_USED_MB')),
    },
    logLevel: values.get('LOG_LEVEL') as LogLevel,
    siteHosts: { cs: values.get('CS_HOST')!.toLowerCase(), en: values.get('EN_HOST')!.toLowerCase() },
    trustProxy: values.get('TRUST_PROXY'),
    intercomSecret: values.get('INTERCOM_SECRET'),
    twoFactorKey: values.get('TWO_FACTOR_KEY'),
    smtpUrl: values.get('SMTP_URL'),
    mailFrom: values.get('MAIL_FROM')!,
    mailOutboxDir: path.resolve(repoRoot, values.get('MAIL_OUTBOX_DIR')!),
    contactEmail: values.get('CONTACT_EMAIL')!,
    jobQueue: { timeoutSeconds: Number(values.get('JOB_TIMEOUT_SECONDS')), retryDelaySeconds: Number(values.get('JOB_RETRY_DELAY_SECONDS')) },
    signUpsPerIpPerHour: Number(values.get('SIGN_UPS_PER_IP_PER_HOUR')),
    applicationRetentionMonths: Number(values.get('APPLICATION_RETENTION_MONTHS')),
    imageVariantsAtStart: values.get('IMAGE_VARIANTS_AT_START') === 'true',
    webhooksAllowLoopback: values.get('WEBHOOKS_ALLOW_LOOPBACK') === 'true',
    ...(values.get('TEST_CLOCK_FILE') === undefined ? {} : { testClockFile: path.resolve(repoRoot, values.get('TEST_CLOCK_FILE')!) }),
    social: socialConfig(values),
  };
}

/** MAX_HEAP_USED_MB in bytes; unset, 90% of V8's heap limit: shed load before the process runs out of memory. */
function heapLimitBytes(megabytes: string | undefined): number {
  if (megabytes === undefined) return Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9);
  return Number(megabytes) * 1024 * 1024;
}

/** Loads `api/.env` into `process.env` if present; variables already set win. */
export function loadDotEnv(file = path.resolve(__dirname, '../.env')): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** The text of `api/.env.example`, generated from `envVariables`. */
export function renderEnvExample(): string {
  const lines = [
    '# Raketa API environment. Copy to api/.env (git-ignored) or set in the process environment.',
    '# Empty or unset variables take the default shown; commented-out variables are optional.',
    '',
  ];
  for (const variable of envVariables) {
    lines.push(`# ${variable.description}`);
    lines.push(variable.default === undefined ? `# ${variable.name}=` : `${variable.name}=${variable.default}`);
    lines.push('');
  }
  return lines.join('\n');
}
