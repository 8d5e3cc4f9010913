import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { Block } from './block.entity.js';
import { BlockInput, BlockList } from './block.inputs.js';
import { BlockService } from './block.service.js';
import { renderedRichText } from '../../common/rich-text.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

@Resolver(() => Block)
export class BlockResolver {
  // The page screen (page) and the homepage composition screen (setting) pick blocks from this list.
  @RequirePermission(Permission.block, Permission.page, Permission.setting)
  @Query(() => BlockList)
  blocks(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BlockService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.block)
  @Query(() => Block)
  block(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return BlockService.of(ctx).get(id, language);
  }

  @Public()
  @Query(() => Block, { description: 'An enabled block by identifier; NOT_FOUND otherwise' })
  storefrontBlock(
    @Ctx() ctx: AppContext,
    @Arg('identifier', () => String) identifier: string,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BlockService.of(ctx).published(identifier, language);
  }

  @RequirePermission(Permission.block)
  @Mutation(() => Block)
  createBlock(@Ctx() ctx: AppContext, @Arg('input', () => BlockInput) input: BlockInput, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return BlockService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.block)
  @Mutation(() => Block)
  updateBlock(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BlockInput, PARTIAL_UPDATE) input: BlockInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return BlockService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.block)
  @Mutation(() => Boolean)
  deleteBlock(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return BlockService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.block)
  @Mutation(() => BatchResult)
  async deleteBlocks(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await BlockService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.block)
  @Mutation(() => BatchResult)
  async updateBlocks(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await BlockService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @FieldResolver(() => String)
  title(@Root() block: Block, @Ctx() ctx: AppContext) {
    return translated(ctx, block.title);
  }

  @FieldResolver(() => String, { description: 'Sanitised rich text' })
  content(@Root() block: Block, @Ctx() ctx: AppContext) {
    return renderedRichText(translated(ctx, block.content));
  }
}
