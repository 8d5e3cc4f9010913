import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { refId } from '../../common/loaders.js';
import { BatchResult } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { AdminAccount } from '../staff/index.js';
import { LeadStatus } from '../lead-status/index.js';
import { LeadActivity, LeadStatusChange } from './lead-history.entity.js';
import { leadReferences } from './lead-events.js';
import { Lead } from './lead.entity.js';
import { LeadActivityInput, LeadBatchInput, LeadDuplicate, LeadInput, LeadList, LeadListOptions, MoveLeadInput } from './lead.inputs.js';
import { LeadService } from './lead.service.js';
import { LeadSheetService } from './lead-sheet.js';
import { FileDownload, ImportResult } from '../import-export/index.js';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

const adminName = async (ctx: AppContext, ref: unknown) => {
  const id = refId(ref);
  return id ? ((await ctx.loaders.byId(AdminAccount).load(id))?.name ?? null) : null;
};
const statusTitle = async (ctx: AppContext, ref: unknown) => {
  const id = refId(ref);
  return id ? ((await ctx.loaders.byId(LeadStatus).load(id))?.title ?? null) : null;
};

@Resolver(() => Lead)
export class LeadResolver {
  @RequirePermission(Permission.lead)
  @Query(() => LeadList)
  leads(@Ctx() ctx: AppContext, @Arg('options', () => LeadListOptions, { nullable: true }) options?: LeadListOptions) {
    return LeadService.of(ctx).list(options);
  }

  @RequirePermission(Permission.lead)
  @Query(() => Lead)
  lead(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return LeadService.of(ctx).get(id);
  }

  @RequirePermission(Permission.lead)
  @Query(() => [LeadDuplicate], { description: 'Leads and customers with one of these e-mails (ignoring case) or phones (normalised)' })
  leadDuplicates(
    @Ctx() ctx: AppContext,
    @Arg('emails', () => [String], { nullable: true }) emails?: string[] | null,
    @Arg('phones', () => [String], { nullable: true }) phones?: string[] | null,
    @Arg('excludeId', () => Int, { nullable: true, description: 'The lead being edited' }) excludeId?: number | null,
  ) {
    return LeadService.of(ctx).duplicates(emails ?? [], phones ?? [], excludeId);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => Lead)
  createLead(@Ctx() ctx: AppContext, @Arg('input', () => LeadInput) input: LeadInput) {
    return LeadService.of(ctx).create(input);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => Lead, { description: 'Changes only the fields sent; a stale `version` is refused (409)' })
  updateLead(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => LeadInput, PARTIAL_UPDATE) input: LeadInput) {
    return LeadService.of(ctx).update(id, input);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => Boolean)
  deleteLead(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return LeadService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => BatchResult)
  async deleteLeads(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await LeadService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => BatchResult, { description: 'Batch status change: each lead records it and fires the trigger mail once' })
  async updateLeads(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => LeadBatchInput) data: LeadBatchInput) {
    return { affected: await LeadService.of(ctx).setStatuses(ids, data.statusId ?? null) };
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => Lead, { description: "A board move; 409 when `version` is not the lead's any more" })
  moveLead(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('input', () => MoveLeadInput) input: MoveLeadInput) {
    return LeadService.of(ctx).move(id, input);
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => LeadActivity, { description: "Adds a note or activity to the lead's timeline" })
  addLeadActivity(@Ctx() ctx: AppContext, @Arg('leadId', () => Int) leadId: number, @Arg('input', () => LeadActivityInput) input: LeadActivityInput) {
    return LeadService.of(ctx).addActivity(leadId, input);
  }

  @RequirePermission(Permission.lead)
  @Query(() => FileDownload, { description: '"lead list.xlsx": every lead, one row each' })
  exportLeads(@Ctx() ctx: AppContext) {
    return LeadSheetService.of(ctx).export();
  }

  @RequirePermission(Permission.lead)
  @Mutation(() => ImportResult, { description: 'Imports an .xlsx of at most 1000 leads; each row on its own' })
  importLeads(@Ctx() ctx: AppContext, @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null) {
    return LeadSheetService.of(ctx).import(file);
  }

  @FieldResolver(() => Int, { nullable: true })
  statusId(@Root() lead: Lead) {
    return leadReferences(lead).statusId;
  }

  @FieldResolver(() => LeadStatus, { nullable: true })
  status(@Root() lead: Lead, @Ctx() ctx: AppContext) {
    const id = refId(lead.status);
    return id ? ctx.loaders.byId(LeadStatus).load(id) : null;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The assigned staff member' })
  adminId(@Root() lead: Lead) {
    return leadReferences(lead).adminId;
  }

  @FieldResolver(() => String, { nullable: true, description: "The assigned staff member's name" })
  adminName(@Root() lead: Lead, @Ctx() ctx: AppContext) {
    return adminName(ctx, lead.admin);
  }

  @FieldResolver(() => Int, { nullable: true })
  funnelId(@Root() lead: Lead) {
    return leadReferences(lead).funnelId;
  }

  @FieldResolver(() => Int, { nullable: true })
  stageId(@Root() lead: Lead) {
    return leadReferences(lead).stageId;
  }

  @FieldResolver(() => Int, { nullable: true })
  customerId(@Root() lead: Lead) {
    return leadReferences(lead).customerId;
  }

  @FieldResolver(() => Int, { description: 'Position in its board column' })
  order(@Root() lead: Lead) {
    return leadReferences(lead).order;
  }

  @FieldResolver(() => [LeadActivity], { description: 'Notes and activities, newest first' })
  activities(@Root() lead: Lead, @Ctx() ctx: AppContext) {
    return ctx.loaders.many(LeadActivity, 'lead', { orderBy: { id: 'desc' } }).load(lead.id);
  }

  @FieldResolver(() => [LeadStatusChange], { description: 'Status and stage changes, newest first' })
  history(@Root() lead: Lead, @Ctx() ctx: AppContext) {
    return ctx.loaders.many(LeadStatusChange, 'lead', { orderBy: { id: 'desc' } }).load(lead.id);
  }

  @FieldResolver(() => [LeadDuplicate], { description: 'Other leads and customers with one of its e-mails or phones' })
  duplicates(@Root() lead: Lead, @Ctx() ctx: AppContext) {
    return LeadService.of(ctx).duplicates(lead.emails, lead.phones, lead.id);
  }
}

@Resolver(() => LeadActivity)
export class LeadActivityResolver {
  @FieldResolver(() => String, { nullable: true, description: "The author's name" })
  authorName(@Root() activity: LeadActivity, @Ctx() ctx: AppContext) {
    return adminName(ctx, activity.author);
  }
}

@Resolver(() => LeadStatusChange)
export class LeadStatusChangeResolver {
  @FieldResolver(() => String, { nullable: true })
  fromStatus(@Root() change: LeadStatusChange, @Ctx() ctx: AppContext) {
    return statusTitle(ctx, change.fromStatus);
  }

  @FieldResolver(() => String, { nullable: true })
  toStatus(@Root() change: LeadStatusChange, @Ctx() ctx: AppContext) {
    return statusTitle(ctx, change.toStatus);
  }

  @FieldResolver(() => Int, { nullable: true })
  fromStageId(@Root() change: LeadStatusChange) {
    return refId(change.fromStage);
  }

  @FieldResolver(() => Int, { nullable: true })
  toStageId(@Root() change: LeadStatusChange) {
    return refId(change.toStage);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Who made the change' })
  adminName(@Root() change: LeadStatusChange, @Ctx() ctx: AppContext) {
    return adminName(ctx, change.admin);
  }
}
