import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { MailOutbox } from '../../mail/outbox.entity.js';
import { MailOutboxList, MailOutboxListOptions } from './mail-outbox.inputs.js';
import { MailOutboxService } from './mail-outbox.service.js';

/** Mail the shop produced: stored (no SMTP configured), sent, or failed. Read-only. */
@Resolver(() => MailOutbox)
export class MailOutboxResolver {
  @RequirePermission(Permission.setting)
  @Query(() => MailOutboxList, { description: 'The mail outbox, newest first' })
  mailOutbox(@Ctx() ctx: AppContext, @Arg('options', () => MailOutboxListOptions, { nullable: true }) options?: MailOutboxListOptions) {
    return MailOutboxService.of(ctx).list(options);
  }

  @RequirePermission(Permission.setting)
  @Query(() => MailOutbox, { description: 'One mail of the outbox' })
  mailOutboxMessage(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return MailOutboxService.of(ctx).get(id);
  }
}
