import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';
import { WebhookDeliveryList, WebhookEventEntry, WebhookInput, WebhookList } from './webhook.inputs.js';
import { WebhookService } from './webhook.service.js';

@Resolver(() => Webhook)
export class WebhookResolver {
  @RequirePermission(Permission.webhook)
  @Query(() => WebhookList)
  webhooks(@Ctx() ctx: AppContext, @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions) {
    return WebhookService.of(ctx).list(options);
  }

  @RequirePermission(Permission.webhook)
  @Query(() => Webhook)
  webhook(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return WebhookService.of(ctx).get(id);
  }

  @RequirePermission(Permission.webhook)
  @Query(() => [WebhookEventEntry], { description: 'The events a webhook can subscribe to, with the permission each needs' })
  webhookEvents(@Ctx() ctx: AppContext) {
    return WebhookService.of(ctx).events();
  }

  @RequirePermission(Permission.webhook)
  @Query(() => WebhookDeliveryList, { description: 'The delivery log of a webhook, one row per attempt, newest first' })
  webhookDeliveries(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions) {
    return WebhookService.of(ctx).deliveries(id, options);
  }

  @RequirePermission(Permission.webhook)
  @Mutation(() => Webhook, { description: 'Subscribes; its signing `secret` is answered this once' })
  createWebhook(@Ctx() ctx: AppContext, @Arg('input', () => WebhookInput) input: WebhookInput) {
    return WebhookService.of(ctx).create(input);
  }

  @RequirePermission(Permission.webhook)
  @Mutation(() => Webhook)
  updateWebhook(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => WebhookInput, PARTIAL_UPDATE) input: WebhookInput) {
    return WebhookService.of(ctx).update(id, input);
  }

  @RequirePermission(Permission.webhook)
  @Mutation(() => Webhook, { description: 'A new signing secret, answered this once' })
  rotateWebhook(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return WebhookService.of(ctx).rotate(id);
  }

  @RequirePermission(Permission.webhook)
  @Mutation(() => Boolean)
  deleteWebhook(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return WebhookService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.webhook)
  @Mutation(() => Boolean, { description: 'Sends that delivery again, with the same delivery id and body' })
  retryWebhookDelivery(@Ctx() ctx: AppContext, @Arg('deliveryId', () => String) deliveryId: string) {
    return WebhookService.of(ctx).retry(deliveryId);
  }

  @FieldResolver(() => Int, { nullable: true })
  createdById(@Root() webhook: Webhook) {
    return webhook.createdBy?.id ?? null;
  }
}

@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  @FieldResolver(() => Int)
  webhookId(@Root() delivery: WebhookDelivery) {
    return delivery.webhook.id;
  }
}
