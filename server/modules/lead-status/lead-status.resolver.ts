import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { LeadStatus } from './lead-status.entity.js';
import { LeadStatusInput, LeadStatusList } from './lead-status.inputs.js';
import { LeadStatusService } from './lead-status.service.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language of the trigger texts; missing or unknown: the main language' } as const;

@Resolver(() => LeadStatus)
export class LeadStatusResolver {
  // The customer form and the form builder pick a status from this list, so their editors may read it too.
  @RequirePermission(Permission.lead, Permission.customer_account, Permission.form_builder)
  @Query(() => LeadStatusList)
  leadStatuses(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return LeadStatusService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.lead)
  @Query(() => LeadStatus)
  leadStatus(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return LeadStatusService.of(ctx).get(id, language);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => LeadStatus)
  createLeadStatus(
    @Ctx() ctx: AppContext,
    @Arg('input', () => LeadStatusInput) input: LeadStatusInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return LeadStatusService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => LeadStatus)
  updateLeadStatus(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => LeadStatusInput, PARTIAL_UPDATE) input: LeadStatusInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return LeadStatusService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => Boolean)
  deleteLeadStatus(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return LeadStatusService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => BatchResult)
  async deleteLeadStatuses(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await LeadStatusService.of(ctx).removeMany(ids) };
  }

  @FieldResolver(() => String, { description: 'The mail subject in the content language (empty: the title is used)' })
  triggerSubject(@Root() status: LeadStatus, @Ctx() ctx: AppContext) {
    return translated(ctx, status.triggerSubject);
  }

  @FieldResolver(() => String, { description: 'The mail body (sanitised rich text) in the content language' })
  triggerTemplate(@Root() status: LeadStatus, @Ctx() ctx: AppContext) {
    return translated(ctx, status.triggerTemplate);
  }
}
