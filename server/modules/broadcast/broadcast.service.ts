import { LockMode } from '@mikro-orm/core';
import { CrudService } from '../../common/crud-service.js';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../common/errors.js';
import { unitOfWork } from '../../common/transaction.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { run } from '../../common/sql.js';
import { enqueue } from '../../jobs/job-queue.js';
import { Broadcast, BroadcastMessage, BroadcastStatus, ReceiverGroup } from './broadcast.entities.js';
import { cancelPendingRecipients } from './broadcast.sql.js';
import { BROADCAST_START_JOB } from './broadcast.job.js';
import { BROADCAST_MESSAGES, BroadcastAction, type BroadcastInput } from './broadcast.inputs.js';

const EDITABLE: BroadcastStatus[] = [BroadcastStatus.draft, BroadcastStatus.scheduled];
const CANCELABLE: BroadcastStatus[] = [BroadcastStatus.draft, BroadcastStatus.scheduled, BroadcastStatus.sending];

/**
 * Broadcasts: saved as a draft or scheduled. Scheduling queues a start job at send_at (or now); the job
 * freezes the recipients and queues one job per recipient (broadcast.job.ts). A broadcast is editable
 * until it starts.
 */
export class BroadcastService extends CrudService<Broadcast> {
  protected readonly entity = Broadcast;

  async list(options?: ListOptions, status?: BroadcastStatus | null): Promise<Page<Broadcast>> {
    return paginate(this.em, Broadcast, options, {
      sortable: ['id', 'status', 'sendAt', 'recipients', 'sent', 'createdAt', 'updatedAt'],
      searchable: [],
      where: status ? { status } : undefined,
    });
  }

  get(id: number): Promise<Broadcast> {
    return this.find(id);
  }

  async create(input: BroadcastInput): Promise<Broadcast> {
    const broadcast = this.em.create(Broadcast, { message: this.em.getReference(BroadcastMessage, input.messageId ?? 0) });
    return this.save(broadcast, input);
  }

  /** A PUT: only the fields sent change; refused (409) once sending started. */
  async update(id: number, input: BroadcastInput): Promise<Broadcast> {
    const broadcast = await this.find(id);
    if (!EDITABLE.includes(broadcast.status)) throw new ConflictError(BROADCAST_MESSAGES.started);
    return this.save(broadcast, input);
  }

  /** Stops a broadcast: what has not been sent yet is not sent. */
  async cancel(id: number): Promise<Broadcast> {
    // Locks the broadcast row before its recipients, in the order every recipient's outcome is written.
    return unitOfWork(this.em, async (tx) => {
      const broadcast = await tx.findOne(Broadcast, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Not this.find(): a second connection asked for while this transaction holds one; a pool's worth of
      // concurrent cancels of a missing id held every connection and waited for another (found by fuzz.test.ts).
      if (!broadcast) throw new NotFoundError();
      if (!CANCELABLE.includes(broadcast.status)) throw new ConflictError(BROADCAST_MESSAGES.notCancelable);
      broadcast.status = BroadcastStatus.canceled;
      broadcast.finishedAt = new Date();
      await tx.flush();
      await run(tx, cancelPendingRecipients, [id]);
      return broadcast;
    });
  }

  override async removeMany(ids: number[]): Promise<number> {
    const broadcasts = await this.findAll(ids);
    if (broadcasts.some((broadcast) => broadcast.status === BroadcastStatus.sending)) throw new ConflictError(BROADCAST_MESSAGES.started);
    broadcasts.forEach((broadcast) => this.em.remove(broadcast));
    await this.em.flush();
    return broadcasts.length;
  }

  private async save(broadcast: Broadcast, input: BroadcastInput): Promise<Broadcast> {
    const errors: FieldErrors = {};
    if (input.messageId !== undefined && input.messageId !== null) {
      if (!(await this.em.count(BroadcastMessage, { id: input.messageId }))) errors.messageId = BROADCAST_MESSAGES.unknownMessage;
      else broadcast.message = this.em.getReference(BroadcastMessage, input.messageId) as never;
    }
    if (input.receiverGroups !== undefined && input.receiverGroups !== null) {
      const names = [...new Set(input.receiverGroups.map((name) => name.trim()))];
      const found = await this.em.find(ReceiverGroup, { name: { $in: names } }, { fields: ['name'] });
      if (found.length !== names.length) errors.receiverGroups = BROADCAST_MESSAGES.unknownGroup;
      broadcast.receiverGroups = names;
    }
    if (input.sendAt !== undefined) broadcast.sendAt = input.sendAt;
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const schedule = input.status === BroadcastAction.scheduled;
    if (input.status) broadcast.status = schedule ? BroadcastStatus.scheduled : BroadcastStatus.draft;
    return this.em.transactional(async (tx) => {
      tx.persist(broadcast);
      await tx.flush();
      // Every scheduling queues a start; the start job itself decides (under a lock) whether it is due.
      if (broadcast.status === BroadcastStatus.scheduled) {
        await enqueue(tx, BROADCAST_START_JOB, { broadcastId: broadcast.id }, { runAt: broadcast.sendAt ?? undefined });
      }
      return broadcast;
    });
  }
}
