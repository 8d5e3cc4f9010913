import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { refId } from '../../common/loaders.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { Form, FormField, FormFieldOption } from './form.entity.js';
import { FORM_CREATE, FORM_UPDATE, FormInput, FormList } from './form.inputs.js';
import { FormService } from './form.service.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

/** The form builder's forms (permission form_builder). */
@Resolver(() => Form)
export class FormResolver {
  @RequirePermission(Permission.form_builder)
  @Query(() => FormList)
  forms(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return FormService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.form_builder)
  @Query(() => Form, { description: 'One form for the edit screen: texts in `language`, falling back to the main language' })
  form(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return FormService.of(ctx).get(id, language);
  }

  @RequirePermission(Permission.form_builder)
  @Mutation(() => Form, { description: 'Creates a form with its fields; texts are written in `language`' })
  createForm(
    @Ctx() ctx: AppContext,
    @Arg('input', () => FormInput, FORM_CREATE) input: FormInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return FormService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.form_builder)
  @Mutation(() => Form, { description: 'Updates a form (only the fields sent); `fields` replaces the list, matched by key' })
  updateForm(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => FormInput, FORM_UPDATE) input: FormInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return FormService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.form_builder)
  @Mutation(() => Boolean, { description: 'Deletes a form with its fields, versions and submissions' })
  deleteForm(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return FormService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.form_builder)
  @Mutation(() => BatchResult)
  async deleteForms(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await FormService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.form_builder)
  @Mutation(() => BatchResult, { description: 'Batch enable or disable ({ids, data: {enabled}})' })
  async updateForms(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await FormService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @FieldResolver(() => String)
  title(@Root() form: Form, @Ctx() ctx: AppContext) {
    return translated(ctx, form.title);
  }

  @FieldResolver(() => String)
  description(@Root() form: Form, @Ctx() ctx: AppContext) {
    return translated(ctx, form.description);
  }

  @FieldResolver(() => String)
  successMessage(@Root() form: Form, @Ctx() ctx: AppContext) {
    return translated(ctx, form.successMessage);
  }

  @FieldResolver(() => Int, { nullable: true })
  leadStatusId(@Root() form: Form) {
    return refId(form.leadStatus);
  }

  @FieldResolver(() => [FormField], { description: 'The current fields, in order' })
  fields(@Root() form: Form, @Ctx() ctx: AppContext) {
    return FormService.of(ctx).fields(form.id);
  }
}

@Resolver(() => FormField)
export class FormFieldResolver {
  @FieldResolver(() => String)
  label(@Root() field: FormField, @Ctx() ctx: AppContext) {
    return translated(ctx, field.label);
  }

  @FieldResolver(() => String)
  placeholder(@Root() field: FormField, @Ctx() ctx: AppContext) {
    return translated(ctx, field.placeholder);
  }

  @FieldResolver(() => String)
  help(@Root() field: FormField, @Ctx() ctx: AppContext) {
    return translated(ctx, field.help);
  }

  @FieldResolver(() => [FormFieldOption])
  options(@Root() field: FormField, @Ctx() ctx: AppContext) {
    return ctx.loaders.many(FormFieldOption, 'field', { orderBy: { order: 'asc', id: 'asc' } }).load(field.id);
  }
}

@Resolver(() => FormFieldOption)
export class FormFieldOptionResolver {
  @FieldResolver(() => String)
  label(@Root() option: FormFieldOption, @Ctx() ctx: AppContext) {
    return translated(ctx, option.label);
  }
}
