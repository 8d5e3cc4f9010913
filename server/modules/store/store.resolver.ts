import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { refId } from '../../common/loaders.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { translate } from '../../common/translations.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { Store, StoreRegister } from './store.entity.js';
import { StoreInput, StoreList } from './store.inputs.js';
import { StoreService } from './store.service.js';
import { run } from '../../common/sql.js';
import { openSessionOfRegisterSql } from './store.sql.js';
import { translated, useLanguage } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

/** A store as a choice of a picker: its id and its name in the request language. */
@ObjectType()
export class StoreOption {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Boolean, { description: 'Whether it sells (the dashboard offers its point of sale)' }) enabled!: boolean;
}

/** A store as shoppers see it (GET /api/store): no registers, no warehouse. */
@ObjectType()
export class StorefrontStore {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) email!: string;
  @Field(() => String) openingHours!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
}

@Resolver(() => Store)
export class StoreResolver {
  @RequirePermission(Permission.offlinestore)
  @Query(() => StoreList)
  stores(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return StoreService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.offlinestore)
  @Query(() => Store, { description: 'One store for the edit form and the point of sale: texts in `language`' })
  store(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return StoreService.of(ctx).get(id, language);
  }

  // The sales report's store filter: disabled stores too (their past sales count), by name; the dashboard's counters.
  @RequirePermission(Permission.offlinestore, Permission.report)
  @Query(() => [StoreOption], {
    description:
      "Every store by name (disabled ones too): the choices of the sales report's store filter, and the dashboard's way to each enabled store's point of sale",
  })
  async storeOptions(@Ctx() ctx: AppContext, @Arg('language', () => String, LANGUAGE) language?: string | null): Promise<StoreOption[]> {
    const stores = await StoreService.of(ctx).all();
    const { language: lang, mainLanguage } = await useLanguage(ctx, language);
    const options = stores.map((s) => ({ id: s.id, name: translate(s.name, lang, mainLanguage), enabled: s.enabled }));
    return options.sort((a, b) => a.name.localeCompare(b.name, lang.replace('_', '-')) || a.id - b.id);
  }

  @Public()
  @Query(() => [StorefrontStore], { description: 'The enabled stores for the storefront (address, hours, phone)' })
  async storefrontStores(@Ctx() ctx: AppContext, @Arg('language', () => String, LANGUAGE) language?: string | null): Promise<StorefrontStore[]> {
    const stores = await StoreService.of(ctx).storefront(language);
    const { language: lang, mainLanguage } = await useLanguage(ctx, language);
    const text = (map: Record<string, string>) => translate(map, lang, mainLanguage);
    return stores.map((s) => ({
      id: s.id,
      name: text(s.name),
      address: text(s.address),
      phone: s.phone,
      email: s.email,
      openingHours: text(s.openingHours),
      image: s.image ?? null,
    }));
  }

  @RequirePermission(Permission.offlinestore)
  @Mutation(() => Store)
  createStore(@Ctx() ctx: AppContext, @Arg('input', () => StoreInput) input: StoreInput, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return StoreService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.offlinestore)
  @Mutation(() => Store, { description: 'Updates a store: only the fields sent; texts in `language`; `registers` replaces the list' })
  updateStore(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => StoreInput, PARTIAL_UPDATE) input: StoreInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return StoreService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.offlinestore)
  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) once the store has sales' })
  deleteStore(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return StoreService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.offlinestore)
  @Mutation(() => BatchResult)
  async deleteStores(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await StoreService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.offlinestore)
  @Mutation(() => BatchResult, { description: 'Batch enable or disable ({ids, data: {enabled}})' })
  async updateStores(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await StoreService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @FieldResolver(() => String)
  name(@Root() store: Store, @Ctx() ctx: AppContext) {
    return translated(ctx, store.name);
  }

  @FieldResolver(() => String)
  address(@Root() store: Store, @Ctx() ctx: AppContext) {
    return translated(ctx, store.address);
  }

  @FieldResolver(() => String)
  openingHours(@Root() store: Store, @Ctx() ctx: AppContext) {
    return translated(ctx, store.openingHours);
  }

  @FieldResolver(() => String)
  receiptHeader(@Root() store: Store, @Ctx() ctx: AppContext) {
    return translated(ctx, store.receiptHeader);
  }

  @FieldResolver(() => String)
  receiptFooter(@Root() store: Store, @Ctx() ctx: AppContext) {
    return translated(ctx, store.receiptFooter);
  }

  @FieldResolver(() => Int)
  warehouseId(@Root() store: Store) {
    return refId(store.warehouse);
  }

  @FieldResolver(() => Boolean, { description: 'Whether a manager approval code is set (the code itself is write-only)' })
  approvalCodeSet(@Root() store: Store) {
    return store.approvalCodeHash !== '';
  }

  @FieldResolver(() => [StoreRegister])
  registers(@Root() store: Store) {
    return store.registers.isInitialized() ? store.registers.getItems() : store.registers.loadItems();
  }
}

@Resolver(() => StoreRegister)
export class StoreRegisterResolver {
  @FieldResolver(() => Int, { nullable: true, description: "The register's open session (the selling screen continues it), if any" })
  async openSessionId(@Root() register: StoreRegister, @Ctx() ctx: AppContext): Promise<number | null> {
    const [row] = await run(ctx.em, openSessionOfRegisterSql, [register.id]);
    return row?.id ?? null;
  }
}
