import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { Attribute } from './attribute.entity.js';
import { AttributeValue } from './attribute-value.entity.js';
import { AttributeInput, AttributeList } from './attribute.inputs.js';
import { AttributeService } from './attribute.service.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

@Resolver(() => Attribute)
export class AttributeResolver {
  // The product form picks from this list, so product editors may read it too.
  @RequirePermission(Permission.attribute, Permission.product)
  @Query(() => AttributeList)
  attributes(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return AttributeService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.attribute)
  @Query(() => Attribute, { description: 'One attribute for the edit form: texts in `language`, falling back to the main language' })
  attribute(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return AttributeService.of(ctx).get(id, language);
  }

  @Public()
  @Query(() => [Attribute], { description: 'The storefront attributes with their values, by position (only those at `position` when given)' })
  publicAttributes(
    @Ctx() ctx: AppContext,
    @Arg('position', () => Int, { nullable: true }) position?: number | null,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return AttributeService.of(ctx).listPublic(position, language);
  }

  @RequirePermission(Permission.attribute)
  @Mutation(() => Attribute, { description: 'Creates an attribute; title and labels are written in `language` (and the main language)' })
  createAttribute(
    @Ctx() ctx: AppContext,
    @Arg('input', () => AttributeInput) input: AttributeInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return AttributeService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.attribute)
  @Mutation(() => Attribute, { description: 'Updates an attribute; title and labels are written in `language` only; values left out are deleted' })
  updateAttribute(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AttributeInput, PARTIAL_UPDATE) input: AttributeInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return AttributeService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.attribute)
  @Mutation(() => Boolean)
  deleteAttribute(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return AttributeService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.attribute)
  @Mutation(() => BatchResult)
  async deleteAttributes(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await AttributeService.of(ctx).removeMany(ids) };
  }

  @FieldResolver(() => String)
  title(@Root() attribute: Attribute, @Ctx() ctx: AppContext) {
    return translated(ctx, attribute.title);
  }

  @FieldResolver(() => [AttributeValue])
  values(@Root() attribute: Attribute, @Ctx() ctx: AppContext) {
    return AttributeService.of(ctx).values(attribute);
  }
}

@Resolver(() => AttributeValue)
export class AttributeValueResolver {
  @FieldResolver(() => String)
  label(@Root() value: AttributeValue, @Ctx() ctx: AppContext) {
    return translated(ctx, value.label);
  }

  @FieldResolver(() => Int)
  attributeId(@Root() value: AttributeValue) {
    return value.attribute.id;
  }
}
