import { ValidationError, type FieldErrors } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { run } from '../../common/sql.js';
import { assertDeliverable } from '../webhook/index.js';
import { changedProductIds, PUSH_JOB, PUSH_ROW_ID } from './feed-push.job.js';
import { enqueue } from '../../jobs/job-queue.js';
import { ProductFeedPush } from './product-feed-push.entity.js';
import { feedSummary } from './product-feed.sql.js';
import type { ProductFeedMetadata, ProductFeedPushInput, ProductFeedStatus } from './product-feed.types.js';

/** Where the feed is served (server/modules/product-feed/feed.routes.ts). */
export const FEED_PATH = '/acp/feed/products.jsonl';
export const METADATA_PATH = '/acp/feed/metadata.json';

/** The feed id an agent platform gave (the `{id}` of its push address), else the shop's one feed. */
function feedId(pushUrl: string | null | undefined): string {
  const match = pushUrl ? /\/feeds\/([^/?#]+)\/products\/?(?:[?#]|$)/.exec(pushUrl) : null;
  return match ? decodeURIComponent(match[1]) : 'main';
}

/** Settings -> Product feed (issue 45): the feed's metadata, the push's settings and state. */
export class ProductFeedService extends Service {
  private pushRow(): Promise<ProductFeedPush | null> {
    return this.em.findOne(ProductFeedPush, PUSH_ROW_ID);
  }

  async metadata(): Promise<ProductFeedMetadata> {
    const [[summary], row] = await Promise.all([run(this.em, feedSummary), this.pushRow()]);
    return { id: feedId(row?.url), updatedAt: summary.updated_at ? new Date(summary.updated_at) : null, productCount: Number(summary.products) };
  }

  async status(): Promise<ProductFeedStatus> {
    const base = this.ctx.runtime.config.publicUrl.replace(/\/+$/, '');
    const [metadata, row] = await Promise.all([this.metadata(), this.pushRow()]);
    const pending = !row?.url ? 0 : row.pushedUpTo ? (await changedProductIds(this.em, row.pushedUpTo)).length : metadata.productCount;
    return {
      feedUrl: `${base}${FEED_PATH}`,
      metadataUrl: `${base}${METADATA_PATH}`,
      metadata,
      pushUrl: row?.url ?? null,
      pushTokenSet: !!row?.token,
      pushEveryMinutes: Math.max(1, Math.round(this.ctx.runtime.config.productFeedPushEveryMs / 60_000)),
      pendingCount: pending,
      lastAttemptAt: row?.lastAttemptAt ?? null,
      lastSuccessAt: row?.lastSuccessAt ?? null,
      lastErrorAt: row?.lastErrorAt ?? null,
      lastError: row?.lastError ?? null,
      lastPushedCount: row?.lastPushedCount ?? 0,
      failedAttempts: row?.failedAttempts ?? 0,
    };
  }

  /**
   * Saves the push's address and credential. A new address starts over: its first push sends the whole
   * catalogue (the platform's feed may hold nothing yet), queued at once.
   */
  async updatePush(input: ProductFeedPushInput): Promise<ProductFeedStatus> {
    const url = input.url?.trim() || null;
    const errors: FieldErrors = {};
    if (url) {
      const problem = await assertDeliverable(url, this.ctx.runtime.config.webhookAllowLoopback);
      if (problem) errors.url = problem;
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const row = (await this.pushRow()) ?? this.em.create(ProductFeedPush, { id: PUSH_ROW_ID });
    if (row.url !== url) Object.assign(row, { url, pushedUpTo: null, failedAttempts: 0, lastError: null });
    if (input.clearToken) row.token = null;
    else if (input.token?.trim()) row.token = input.token.trim();
    await this.em.flush();
    if (url) await this.pushNow();
    return this.status();
  }

  /** Queues a push now (changed products; everything when none was pushed yet). False without a push URL. */
  async pushNow(): Promise<boolean> {
    const row = await this.pushRow();
    if (!row?.url) return false;
    await enqueue(this.em, PUSH_JOB, {}, { uniqueKey: `${PUSH_JOB}:now:${Date.now()}`, maxAttempts: 3 });
    await this.em.flush();
    return true;
  }
}
