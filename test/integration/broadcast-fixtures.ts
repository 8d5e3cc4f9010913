import { JobWorker } from '../../server/jobs/job-worker.js';
import { MAIL_JOB } from '../../server/mail/mail.job.js';
import { BROADCAST_RECIPIENT_JOB, BROADCAST_START_JOB } from '../../server/modules/broadcast/broadcast.job.js';
import { type TestShop, unique } from '../support/shop.js';

const TYPES = [MAIL_JOB, BROADCAST_START_JOB, BROADCAST_RECIPIENT_JOB];

type Rest = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/**
 * The job side of broadcast tests: the shop's own worker is off (JOB_WORKERS=0) so that each test decides
 * when the mail and broadcast jobs run. `stop` ends the workers a test made (afterEach).
 */
export function broadcastJobs(shop: () => TestShop) {
  const workers: JobWorker[] = [];
  function worker(id = unique('worker')): JobWorker {
    const created = new JobWorker(shop().running.db.orm, { config: shop().config }, { pollMs: 20, types: TYPES, id, concurrency: 4 });
    workers.push(created);
    return created;
  }
  return {
    /** Runs every due job of these types until none is left. */
    async drain(): Promise<void> {
      const w = worker();
      for (let round = 0; round < 200 && (await w.runOnce()) > 0; round += 1);
    },
    stop: () => Promise.all(workers.splice(0).map((w) => w.stop())),
  };
}

/** A message with an English and a Chinese text. */
export async function createMessage(rest: Rest, subject = 'Hello {first_name}'): Promise<number> {
  const created = await rest('POST', '/api/admin/message?language=en_us', { subject, body: '<p>Dear {first_name} {last_name}, news from {shop_name}.</p>' });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  await rest('PUT', `/api/admin/message/${created.body.id}?language=zh_hk`, {
    subject: '你好 {first_name}',
    body: '<p>{first_name}，{shop_name} 有新消息。</p>',
  });
  return created.body.id as number;
}

/** A receiver group of these filters (or explicit lists); its unique name. */
export async function createGroup(rest: Rest, filters: Record<string, unknown>, lists: { customer_ids?: number[]; lead_ids?: number[] } = {}): Promise<string> {
  const name = unique('Group ');
  const created = await rest('POST', '/api/admin/receiver_group', { name, filters, ...lists });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return name;
}
