import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { BroadcastMessage } from './broadcast.entities.js';
import { BroadcastMessageInput, BroadcastMessageList, MailPreview, TestSendInput } from './message.inputs.js';
import { BroadcastMessageService } from './message.service.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language; missing or unknown: the main language' } as const;

@Resolver(() => BroadcastMessage)
export class BroadcastMessageResolver {
  @RequirePermission(Permission.broadcast)
  @Query(() => BroadcastMessageList)
  broadcastMessages(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BroadcastMessageService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.broadcast)
  @Query(() => BroadcastMessage)
  broadcastMessage(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return BroadcastMessageService.of(ctx).get(id, language);
  }

  @RequirePermission(Permission.broadcast)
  @Query(() => MailPreview, { description: 'The message as a recipient reading `language` gets it' })
  broadcastMessagePreview(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return BroadcastMessageService.of(ctx).preview(id, language);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => BroadcastMessage)
  createBroadcastMessage(
    @Ctx() ctx: AppContext,
    @Arg('input', () => BroadcastMessageInput) input: BroadcastMessageInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BroadcastMessageService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => BroadcastMessage)
  updateBroadcastMessage(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BroadcastMessageInput, PARTIAL_UPDATE) input: BroadcastMessageInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BroadcastMessageService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => Boolean, { description: 'Mails the message in `language` to one address' })
  testSendBroadcastMessage(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TestSendInput) input: TestSendInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BroadcastMessageService.of(ctx).testSend(id, input.email, language);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => Boolean)
  deleteBroadcastMessage(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return BroadcastMessageService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.broadcast)
  @Mutation(() => BatchResult)
  async deleteBroadcastMessages(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await BroadcastMessageService.of(ctx).removeMany(ids) };
  }

  @FieldResolver(() => String)
  subject(@Root() message: BroadcastMessage, @Ctx() ctx: AppContext) {
    return translated(ctx, message.subject);
  }

  @FieldResolver(() => String, { description: 'Sanitised rich text' })
  body(@Root() message: BroadcastMessage, @Ctx() ctx: AppContext) {
    return translated(ctx, message.body);
  }
}
