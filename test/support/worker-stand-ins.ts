import { WORKER_STAND_INS, type StartStandIns } from './shared-server.js';
import type { GraphStandIn } from './facebook-stand-in.js';
import type { ReceivedMail, TestSmtpServer } from './smtp.js';
import type { StripeStandIn } from './stripe-stand-in.js';

/**
 * The jest worker's outside services (test/support/server-environment.ts starts them once per worker):
 * every server started without env sends its mail to the worker's SMTP server and calls the worker's
 * Stripe and Facebook stand-ins. Test files of the worker run one after another against them, so a test reads only
 * what belongs to it: mails to its own unique() addresses, the intents of its own orders.
 */
export interface WorkerStandIns {
  env: Record<string, string>;
  smtp: TestSmtpServer;
  stripe: StripeStandIn;
  facebook: GraphStandIn;
}

/** What a mail test needs of an SMTP server: the worker's (workerMailbox()) or one of its own (TestSmtpServer). */
export type Mailbox = Pick<TestSmtpServer, 'url' | 'mails' | 'waitFor' | 'to' | 'reject'>;

/** The worker's stand-ins, or undefined outside the server project's test environment. */
export async function workerStandIns(): Promise<WorkerStandIns | undefined> {
  const start = (globalThis as unknown as Record<symbol, StartStandIns | undefined>)[WORKER_STAND_INS];
  return start ? ((await start()) as WorkerStandIns) : undefined;
}

async function required(): Promise<WorkerStandIns> {
  const standIns = await workerStandIns();
  if (!standIns) throw new Error("The worker's stand-ins live in the server project's test environment (test/support/server-environment.ts)");
  return standIns;
}

/**
 * Mails lie in the worker process, outside this file's realm: copies made here compare like any
 * object of the test (toEqual, instanceof Array).
 */
const copied = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The mails of the worker's SMTP server, which the shared server (TestShop.start()) sends to. Filter
 * by your own recipients: other files of the worker have mailed there too.
 */
export async function workerMailbox(): Promise<Mailbox> {
  const { smtp } = await required();
  return {
    url: smtp.url,
    get mails() {
      return copied(smtp.mails);
    },
    waitFor: async (predicate, timeoutMs) => copied(await smtp.waitFor(predicate, timeoutMs)),
    to: (address) => copied(smtp.to(address)),
    reject: (recipient, count) => smtp.reject(recipient, count),
  };
}

/** The Stripe stand-in the shared server pays through; its webhooks go to the last server started without env. */
export async function workerStripe(): Promise<StripeStandIn> {
  return (await required()).stripe;
}

/** The Facebook Graph API stand-in the shared server asks; its tokens (graph.user()) are unique. */
export async function workerFacebookGraph(): Promise<GraphStandIn> {
  return (await required()).facebook;
}

export type { ReceivedMail };
