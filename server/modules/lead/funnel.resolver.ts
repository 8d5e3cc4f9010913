import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { Funnel, FunnelStage } from './funnel.entity.js';
import { FunnelBoard, FunnelFigures, FunnelInput, FunnelList } from './funnel.inputs.js';
import { FunnelService } from './funnel.service.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language of the names; missing or unknown: the main language' } as const;

@Resolver(() => Funnel)
export class FunnelResolver {
  @RequirePermission(Permission.lead)
  @Query(() => FunnelList)
  funnels(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return FunnelService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.lead)
  @Query(() => Funnel)
  funnel(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return FunnelService.of(ctx).get(id, language);
  }

  @RequirePermission(Permission.lead)
  @Query(() => FunnelBoard, { description: 'The board: one column per stage with its cards, count and total value' })
  funnelBoard(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return FunnelService.of(ctx).board(id, language);
  }

  @RequirePermission(Permission.lead)
  @Query(() => FunnelFigures, {
    description: 'Figures of a period from the leads’ history: shop days fromDate..toDate (included; default the last 30 days) or instants [from, to)',
  })
  funnelFigures(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('from', () => Date, { nullable: true }) from?: Date | null,
    @Arg('to', () => Date, { nullable: true }) to?: Date | null,
    @Arg('fromDate', () => String, { nullable: true, description: 'First day, YYYY-MM-DD (shop time zone)' }) fromDate?: string | null,
    @Arg('toDate', () => String, { nullable: true, description: 'Last day, YYYY-MM-DD, included' }) toDate?: string | null,
  ) {
    return FunnelService.of(ctx).figures(id, { from, to, fromDate, toDate });
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => Funnel)
  createFunnel(@Ctx() ctx: AppContext, @Arg('input', () => FunnelInput) input: FunnelInput, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return FunnelService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => Funnel, { description: 'Changes only the fields sent; names in `language`' })
  updateFunnel(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => FunnelInput, PARTIAL_UPDATE) input: FunnelInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return FunnelService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => Boolean)
  deleteFunnel(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return FunnelService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => BatchResult)
  async deleteFunnels(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await FunnelService.of(ctx).removeMany(ids) };
  }

  @FieldResolver(() => String)
  name(@Root() funnel: Funnel, @Ctx() ctx: AppContext) {
    return translated(ctx, funnel.name);
  }

  @FieldResolver(() => [FunnelStage], { description: 'In column order' })
  stages(@Root() funnel: Funnel, @Ctx() ctx: AppContext) {
    return ctx.loaders.many(FunnelStage, 'funnel', { orderBy: { position: 'asc', id: 'asc' } }).load(funnel.id);
  }
}

@Resolver(() => FunnelStage)
export class FunnelStageResolver {
  @FieldResolver(() => String)
  name(@Root() stage: FunnelStage, @Ctx() ctx: AppContext) {
    return translated(ctx, stage.name);
  }

  @FieldResolver(() => Int)
  order(@Root() stage: FunnelStage) {
    return stage.position;
  }
}
