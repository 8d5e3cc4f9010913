import 'reflect-metadata';
import type { AppConfig } from '../../server/config/env.js';
import type { RunningShop } from '../../server/start.js';
import { PAUSE_SHARED_JOBS, START_DEDICATED, START_SHARED, type PauseSharedJobs, type StartDedicated, type StartShared } from './shared-server.js';
import { workerStandIns } from './worker-stand-ins.js';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-secret-123';

export interface GraphQLAnswer<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string>; messageId?: string; messageIds?: Record<string, string> } }[];
}

export interface RestAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * Statements a request's own work makes. The GraphQL cost bucket's charge on its own (issue 23, one
 * upsert per request whatever it reads, common/cost-bucket.ts) is left out: counts compare the work of
 * reads. (A REST route's session statement that charges too counts as the session's: auth.sql.ts.)
 */
const counted = (sql: string) => !/^(\[query\] )?\s*insert into cost_bucket/.test(sql);

/**
 * What every server started without env has (the worker's shared one, or a dedicated one with
 * TEST_SHARED_SERVER=0), beyond the worker's SMTP server and Stripe stand-in (test/support/worker-stand-ins.ts), so
 * that mail, job, webhook and per-address tests need no server of their own:
 * - jobs are claimed soon after a retry's time comes (a NOTIFY wakes the worker for new ones anyway);
 * - one trusted proxy: a test that counts per-address throttles sends an X-Forwarded-For of its own
 *   (clientAddress() in customer-fixtures.ts) so files do not add up each other's requests;
 * - webhooks may deliver to receivers on loopback, and retry quickly.
 */
export const SHARED_SERVER_ENV: Readonly<Record<string, string>> = {
  JOB_POLL_MS: '50',
  TRUST_PROXY: '1',
  WEBHOOK_ALLOW_LOOPBACK: '1',
  WEBHOOK_RETRY_BASE_MS: '100',
};

export interface DedicatedOptions {
  /**
   * Start the dedicated server from this test file's own copy of the server's modules rather than the
   * worker's: for a file that hands the server objects of its own modules (a job handler it registers,
   * a class it checks with instanceof). Costs the file 2-3 s of CPU.
   */
  fileModules?: boolean;
}

/** TestShop.start(env, FILE_MODULES): see DedicatedOptions.fileModules. */
export const FILE_MODULES: DedicatedOptions = { fileModules: true };

/**
 * A real shop server on the test database (the PostgreSQL server of DATABASE_URL or of the test run),
 * listening on a free port, with small clients for GraphQL and REST and a count of SQL statements.
 */
export class TestShop {
  /** Every SQL statement since the last resetQueries(). */
  queries: string[] = [];

  private constructor(
    readonly running: RunningShop,
    readonly config: AppConfig,
    /** The worker's shared server: close() leaves it running for the next file. */
    readonly shared = false,
    /** After a dedicated server closes: lets the shared server's job worker run again. */
    private readonly afterClose?: () => Promise<void>,
  ) {}

  /**
   * A shop to test against. Without env (or with an empty one) it is the jest worker's shared server,
   * started by the first test file of the worker and answered to every later one (close() leaves it
   * running; test/support/server-environment.ts owns it): a file keeps to its own data (unique()).
   * Any env gets a dedicated server of its own (for a config the shared one cannot have: another
   * database or DATA_DIR, small throttles, no SMTP, JOB_WORKERS=0...). TEST_SHARED_SERVER=0 gives every
   * file a dedicated server. A server without env has SHARED_SERVER_ENV and the worker's stand-ins either way.
   * `options` (FILE_MODULES) also makes it dedicated: see DedicatedOptions.
   */
  static async start(env: Record<string, string> = {}, options?: DedicatedOptions): Promise<TestShop> {
    if (Object.keys(env).length > 0 || options) return TestShop.dedicated(env, options);
    const standIns = await workerStandIns();
    const sharedEnv = { ...SHARED_SERVER_ENV, ...standIns?.env };
    const startShared = (globalThis as unknown as Record<symbol, StartShared | undefined>)[START_SHARED];
    const shareable = process.env.TEST_SHARED_SERVER !== '0';
    const holder: { shop?: TestShop } = {};
    if (shareable && startShared) {
      const { running, config } = await startShared(TestShop.environment(sharedEnv), (sql) => {
        if (counted(sql)) holder.shop?.queries.push(sql);
      });
      holder.shop = new TestShop(running as RunningShop, config as AppConfig, true);
    } else {
      holder.shop = await TestShop.dedicated(sharedEnv);
    }
    // Stripe's events for payments confirmed on the stand-in go to this server.
    if (standIns) standIns.stripe.webhookUrl = `${holder.shop.url}/api/stripe/webhook`;
    return holder.shop;
  }

  /** The environment of a test server: the run's database, a free port, known admin and secret. */
  private static environment(env: Record<string, string>): Record<string, string | undefined> {
    return {
      DATABASE_URL: process.env.DATABASE_URL,
      PORT: '0',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: '0',
      TOKEN_SECRET: 'test-token-secret-that-is-long-enough-0123456789',
      DB_POOL_SIZE: '5',
      // Every test client is 127.0.0.1: the per-address login limit would add up across test files and runs.
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
      // Likewise the suite signs up and checks out far more than a person would (files and runs add up).
      THROTTLE_REGISTER: '1000000/1',
      THROTTLE_CHECKOUT: '1000000/1',
      THROTTLE_SUBMIT: '1000000/1',
      // One JSON line per request would bury the test output; LOG_LEVEL=info shows them.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // And every file's GraphQL requests come from that one address: the cost buckets must not add them up.
      GRAPHQL_BUCKET_PUBLIC: '1000000000/1000000000',
      GRAPHQL_BUCKET_STAFF: '1000000000/1000000000',
      THROTTLE_COUPON: '1000000/1',
      THROTTLE_NEWSLETTER: '1000000/1',
      ...env,
    };
  }

  private static async dedicated(env: Record<string, string>, { fileModules = false }: DedicatedOptions = {}): Promise<TestShop> {
    const startNative = (globalThis as unknown as Record<symbol, StartDedicated | undefined>)[START_DEDICATED];
    const pause = (globalThis as unknown as Record<symbol, PauseSharedJobs | undefined>)[PAUSE_SHARED_JOBS];
    const resume = await pause?.();
    let shop: TestShop | undefined;
    const onQuery = (message: string) => {
      if (message.startsWith('[query]') && counted(message)) shop?.queries.push(message);
    };
    try {
      const environment = TestShop.environment(env);
      // The worker's copy of the server's modules (loaded once per worker: test/support/server-environment.ts),
      // unless the file asks for its own.
      const started = startNative && !fileModules ? await startNative(environment, onQuery) : await TestShop.startFromFile(environment, onQuery);
      shop = new TestShop(started.running as RunningShop, started.config as AppConfig, false, resume);
      return shop;
    } catch (error) {
      await resume?.();
      throw error;
    }
  }

  /** A server from this file's own registry (FILE_MODULES). */
  private static async startFromFile(environment: Record<string, string | undefined>, onQuery: (message: string) => void) {
    // Loaded here, not at the top: the server's whole module graph costs every test file that imports
    // TestShop about 2 s of CPU in jest's per-file registry, and most files only use the shared server.
    const [{ loadConfig }, { startShop }] = await Promise.all([import('../../server/config/env.js'), import('../../server/start.js')]);
    const config = loadConfig(environment);
    const running = await startShop(config, { onQuery });
    return { running, config: running.config };
  }

  get url(): string {
    return this.running.url;
  }

  get em() {
    return this.running.db.orm.em.fork();
  }

  resetQueries(): void {
    this.queries = [];
  }

  /**
   * The SQL statements of one read once the shared caches are warm: a first run fills them, then the
   * fewer of two counted runs. Settings and warehouses are shared for 5 s, so one run may happen to
   * read them again; a statement per row shows in both runs.
   */
  async statementsOf(read: () => Promise<unknown>): Promise<number> {
    await read();
    return this.withoutJobs(async () => {
      const counts: number[] = [];
      for (let run = 0; run < 2; run += 1) {
        this.resetQueries();
        await read();
        counts.push(this.queries.length);
      }
      return Math.min(...counts);
    });
  }

  /**
   * Runs `work` while the shared server's job worker is stopped (jobs wait in the queue), so that the
   * statements counted are the requests' own: the jobs a test's writes queue (mails, webhooks, stock
   * events) would otherwise run beside its counted requests on the same server. A dedicated server's
   * jobs are its own and keep running.
   */
  async withoutJobs<T>(work: () => Promise<T>): Promise<T> {
    const pause = this.shared ? (globalThis as unknown as Record<symbol, PauseSharedJobs | undefined>)[PAUSE_SHARED_JOBS] : undefined;
    const resume = await pause?.();
    try {
      return await work();
    } finally {
      await resume?.();
    }
  }

  async close(): Promise<void> {
    if (this.shared) return;
    try {
      await this.running.close();
    } finally {
      await this.afterClose?.();
    }
  }

  async gql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphQLAnswer<T>> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  }

  async rest<T = any>(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<RestAnswer<T>> {
    const isForm = body instanceof FormData;
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** Logs in through REST as the seeded super-admin (or another admin) and answers the token. */
  async adminToken(email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
    const answer = await this.rest('POST', '/api/admin/login', { email, password });
    if (answer.status !== 200) throw new Error(`admin login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.token as string;
  }
}

let counter = 0;
/** A value no other test has used, for unique names and e-mails across test files sharing one database. */
export function unique(prefix = 'x'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}
