import path from 'node:path';

/** Every setting the server reads from its environment, parsed and checked once at start. */
export interface AppConfig {
  port: number;
  /** PostgreSQL connection string; empty means the embedded PGlite database under dataDir. */
  databaseUrl: string;
  dataDir: string;
  adminEmail: string;
  /** Empty means: generate one on first start and print it once. */
  adminPassword: string;
  seedDemo: boolean;
  /** HMAC secret for tokens; empty means: generate once and keep it in the database. */
  tokenSecret: string;
  smtpUrl: string;
  /** Public address of the shop, used in links sent by mail. */
  publicUrl: string;
  /** Failed logins allowed per account (and per account + address) inside loginWindowMinutes. */
  loginMaxFailures: number;
  /** Failed logins allowed from one address across all accounts inside loginWindowMinutes. */
  loginMaxFailuresPerAddress: number;
  loginWindowMinutes: number;
  /** First wait once an account + address has used its free failures; it doubles with every further failure. */
  loginDelaySeconds: number;
  /** Per-client-address limits of the abuse-prone public operations (THROTTLE_<ACTION>, "hits/minutes"). */
  throttles: Record<ThrottledAction, RateLimit>;
  /** Number of reverse proxies in front of the server, for the client address (Express "trust proxy"). */
  trustProxy: number;
  /** Size of the PostgreSQL connection pool of each process (always 1 in embedded mode). */
  dbPoolSize: number;
  /**
   * HTTP server processes of this instance (WEB_CONCURRENCY, default 1): more than one uses more CPU
   * cores (node:cluster, one port). PostgreSQL only: the embedded database has one connection.
   */
  webConcurrency: number;
  /** Log every SQL statement (development aid). */
  logSql: boolean;
  /** Largest depth of a GraphQL query. */
  graphqlMaxDepth: number;
  /** Largest cost of one GraphQL request (issue 23): anonymous and shopper callers, staff and API keys. */
  graphqlMaxCost: { public: number; staff: number };
  /** WEBHOOK_ALLOW_LOOPBACK=1: webhooks may deliver over http to loopback (development, tests). */
  webhookAllowLoopback: boolean;
  /** First retry delay of a failed webhook delivery (WEBHOOK_RETRY_BASE_MS, doubling), and how long retries go on. */
  webhookRetryBaseMs: number;
  webhookRetryHours: number;
  /** How often changed products are pushed to the product feed's push URL (PRODUCT_FEED_PUSH_EVERY_MS; issue 45: at most 15 minutes late). */
  productFeedPushEveryMs: number;
  /** Cost buckets (leaky, shared by every instance): per client address for the public, per account or key for staff. */
  graphqlBuckets: { public: CostBucketSize; staff: CostBucketSize };
  /**
   * Background jobs (server/jobs) this instance runs at once (JOB_WORKERS, default 4). 0: this instance
   * runs no jobs (it still queues them), e.g. API-only instances beside dedicated worker instances.
   */
  jobWorkers: number;
  /** How often an idle job worker looks for due jobs, in ms (JOB_POLL_MS, default 1000); on PostgreSQL a NOTIFY also wakes it. */
  jobPollMs: number;
  /** Base URL of Facebook's Graph API (modules/facebook); a local stand-in in tests. */
  facebookGraphUrl: string;
  /** Base URL of the Stripe API the SDK calls (modules/order/stripe-gateway.ts); a local stand-in in tests. */
  stripeApiUrl: string;
  /** Where the /stripe card page loads Stripe.js from; a local stand-in in tests. */
  stripeJsUrl: string;
  /** Other hosts the storefront may load scripts from (the merchant's analytics, chat...): CSP sources. */
  cspScriptHosts: string[];
  /** After SIGTERM: how long /api/ready answers 503 while new requests are still served (the load balancer notices). */
  shutdownDrainMs: number;
  /** After the drain: how long requests in flight may take to finish before their connections are cut. */
  shutdownTimeoutMs: number;
  /** Where uploaded and private files live (server/storage). */
  storage: StorageConfig;
  /** pino level of the structured log (LOG_LEVEL). */
  logLevel: LogLevel;
  /** Bearer token of /metrics; empty: /metrics answers 404. */
  metricsToken: string;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface StorageConfig {
  driver: 'local' | 's3';
  s3: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };
  /** A CDN or the bucket's public address for `uploads/...`; empty: the shop serves them under /uploads. */
  mediaPublicUrl: string;
}

export class ConfigError extends Error {}

/** A leaky bucket's size in points and the points it restores per second. */
export interface CostBucketSize {
  size: number;
  rate: number;
}

/** GRAPHQL_BUCKET_*: "size/restored per second", e.g. "4000/200". */
function costBucket(env: Env, name: string, fallback: CostBucketSize): CostBucketSize {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return { ...fallback };
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  const size = Number(match?.[1]);
  const rate = Number(match?.[2]);
  if (!match || size < 1 || size > 1_000_000_000 || rate < 1 || rate > 1_000_000_000) {
    throw new ConfigError(`${name} must be "points/restored per second" (1 to 1000000000 each), got "${raw}"`);
  }
  return { size, rate };
}

/** At most `limit` hits per fixed window of `windowMinutes`. */
export interface RateLimit {
  limit: number;
  windowMinutes: number;
}

/**
 * The public operations throttled per client address, with their default limits: generous for a
 * person (or an office behind one address), far too few to turn the shop into a relay or an account
 * factory. `submit` is for form submissions (form builder) and anything alike.
 */
export const THROTTLE_DEFAULTS = {
  register: { limit: 20, windowMinutes: 60 },
  reset: { limit: 10, windowMinutes: 15 },
  contact: { limit: 5, windowMinutes: 10 },
  checkout: { limit: 60, windowMinutes: 60 },
  submit: { limit: 20, windowMinutes: 60 },
  /** Coupon codes tried on a cart (guessing codes). */
  coupon: { limit: 30, windowMinutes: 10 },
  /** Newsletter sign-ups (each mails a confirmation link to the address given). */
  newsletter: { limit: 10, windowMinutes: 60 },
  /** OAuth clients registering themselves (modules/oauth, RFC 7591): each is a row kept until deleted. */
  oauthclient: { limit: 20, windowMinutes: 60 },
  /** OAuth token requests (codes exchanged, tokens refreshed, revocations) and authorizations started. */
  oauthtoken: { limit: 120, windowMinutes: 10 },
} as const satisfies Record<string, RateLimit>;
export type ThrottledAction = keyof typeof THROTTLE_DEFAULTS;

function rateLimit(env: Env, name: string, fallback: RateLimit): RateLimit {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return { ...fallback };
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  const limit = Number(match?.[1]);
  const windowMinutes = Number(match?.[2]);
  if (!match || limit < 1 || limit > 1_000_000 || windowMinutes < 1 || windowMinutes > 1440) {
    throw new ConfigError(`${name} must be "hits/minutes" (1 to 1000000 hits per 1 to 1440 minutes), got "${raw}"`);
  }
  return { limit, windowMinutes };
}

/** CSP_SCRIPT_HOSTS: origins separated by spaces or commas, e.g. "https://www.googletagmanager.com https://*.example.com". */
function cspHosts(env: Env, name: string): string[] {
  const hosts = (env[name] ?? '').split(/[\s,]+/).filter(Boolean);
  for (const host of hosts) {
    if (!/^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?(\/[\w\-./~%]*)?$/i.test(host)) {
      throw new ConfigError(`${name} must list origins like https://cdn.example.com (or https://*.example.com), got "${host}"`);
    }
  }
  return hosts;
}

function rateLimits(env: Env): Record<ThrottledAction, RateLimit> {
  const entries = Object.entries(THROTTLE_DEFAULTS).map(([action, fallback]) => [action, rateLimit(env, `THROTTLE_${action.toUpperCase()}`, fallback)]);
  return Object.fromEntries(entries) as Record<ThrottledAction, RateLimit>;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 0 or 1, got "${env[name]}"`);
}

function url(env: Env, name: string, protocols: string[]): string {
  const raw = env[name]?.trim() ?? '';
  if (raw === '') return '';
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => p + '//').join(' or ')}`);
  }
  return raw;
}

function storageConfig(env: Env): StorageConfig {
  const driver = (env.STORAGE_DRIVER?.trim() || 'local').toLowerCase();
  if (driver !== 'local' && driver !== 's3') throw new ConfigError(`STORAGE_DRIVER must be local or s3, got "${env.STORAGE_DRIVER}"`);
  const s3 = {
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    region: env.S3_REGION?.trim() || 'us-east-1',
    bucket: env.S3_BUCKET?.trim() ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
  };
  if (driver === 's3') {
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(s3.bucket))
      throw new ConfigError('S3_BUCKET must name a bucket (3 to 63 lowercase letters, digits, dots, dashes) when STORAGE_DRIVER=s3');
    if (!s3.accessKeyId || !s3.secretAccessKey) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed when STORAGE_DRIVER=s3');
  }
  return { driver, s3, mediaPublicUrl: url(env, 'MEDIA_PUBLIC_URL', ['http:', 'https:']).replace(/\/+$/, '') };
}

function metricsToken(env: Env): string {
  const token = env.METRICS_TOKEN?.trim() ?? '';
  if (token && token.length < 16) throw new ConfigError('METRICS_TOKEN must have at least 16 characters');
  return token;
}

function logLevel(env: Env): LogLevel {
  const raw = (env.LOG_LEVEL?.trim() || 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return raw as LogLevel;
}

/** The public address of a shop on `port` when PUBLIC_URL is not set. */
export const defaultPublicUrl = (port: number): string => `http://localhost:${port}`;

/** Reads the configuration; throws ConfigError with a message naming the variable that is wrong. */
export function loadConfig(env: Env = process.env): AppConfig {
  const adminEmail = env.ADMIN_EMAIL?.trim() || 'admin@example.com';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL is not an e-mail address: "${adminEmail}"`);
  }
  const adminPassword = env.ADMIN_PASSWORD ?? '';
  if (adminPassword !== '' && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters');
  }
  const tokenSecret = env.TOKEN_SECRET ?? '';
  if (tokenSecret !== '' && tokenSecret.length < 32) {
    throw new ConfigError('TOKEN_SECRET must have at least 32 characters');
  }
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const webConcurrency = integer(env, 'WEB_CONCURRENCY', 1, 1, 64);
  if (webConcurrency > 1 && !databaseUrl) throw new ConfigError('WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded database has a single connection)');
  return {
    port,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR?.trim() || 'data'),
    adminEmail: adminEmail.toLowerCase(),
    adminPassword,
    seedDemo: flag(env, 'SEED_DEMO', true),
    tokenSecret,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']) || defaultPublicUrl(port),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5, 1, 1000),
    loginMaxFailuresPerAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 50, 1, 100000),
    loginWindowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 1440),
    loginDelaySeconds: integer(env, 'LOGIN_DELAY_SECONDS', 30, 1, 3600),
    throttles: rateLimits(env),
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10),
    dbPoolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 200),
    webConcurrency,
    logSql: flag(env, 'LOG_SQL', false),
    graphqlMaxDepth: integer(env, 'GRAPHQL_MAX_DEPTH', 10, 3, 50),
    graphqlMaxCost: {
      public: integer(env, 'GRAPHQL_MAX_COST_PUBLIC', 2000, 10, 1_000_000),
      staff: integer(env, 'GRAPHQL_MAX_COST_STAFF', 10000, 10, 1_000_000),
    },
    webhookAllowLoopback: flag(env, 'WEBHOOK_ALLOW_LOOPBACK', false),
    webhookRetryBaseMs: integer(env, 'WEBHOOK_RETRY_BASE_MS', 60_000, 10, 3_600_000),
    webhookRetryHours: integer(env, 'WEBHOOK_RETRY_HOURS', 24, 0, 24 * 14),
    productFeedPushEveryMs: integer(env, 'PRODUCT_FEED_PUSH_EVERY_MS', 300_000, 100, 600_000),
    graphqlBuckets: {
      public: costBucket(env, 'GRAPHQL_BUCKET_PUBLIC', { size: 4000, rate: 200 }),
      staff: costBucket(env, 'GRAPHQL_BUCKET_STAFF', { size: 20000, rate: 1000 }),
    },
    jobWorkers: integer(env, 'JOB_WORKERS', 4, 0, 100),
    jobPollMs: integer(env, 'JOB_POLL_MS', 1000, 20, 600000),
    facebookGraphUrl: (url(env, 'FACEBOOK_GRAPH_URL', ['http:', 'https:']) || 'https://graph.facebook.com/v19.0').replace(/\/+$/, ''),
    stripeApiUrl: (url(env, 'STRIPE_API_URL', ['http:', 'https:']) || 'https://api.stripe.com').replace(/\/+$/, ''),
    stripeJsUrl: url(env, 'STRIPE_JS_URL', ['http:', 'https:']) || 'https://js.stripe.com/v3/',
    cspScriptHosts: cspHosts(env, 'CSP_SCRIPT_HOSTS'),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 5000, 0, 600_000),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 30_000, 0, 3_600_000),
    storage: storageConfig(env),
    logLevel: logLevel(env),
    metricsToken: metricsToken(env),
  };
}
