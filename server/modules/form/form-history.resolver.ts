import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { refId } from '../../common/loaders.js';
import { BatchResult } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { FileDownload } from '../import-export/index.js';
import { FormHistoryService } from './form-history.service.js';
import { FormSubmission } from './form-submission.entity.js';
import { FormSubmissionList, SubmissionListOptions } from './form.inputs.js';
import { SubmissionAnswerView } from './form.views.js';

const LANGUAGE = { nullable: true, description: 'Language of the labels; missing or unknown: the main language' } as const;

/** A form's submissions ("histories") in the back office (permission form_builder). */
@Resolver(() => FormSubmission)
export class FormHistoryResolver {
  @RequirePermission(Permission.form_builder)
  @Query(() => FormSubmissionList)
  formSubmissions(
    @Ctx() ctx: AppContext,
    @Arg('formId', () => Int) formId: number,
    @Arg('options', () => SubmissionListOptions, { nullable: true }) options?: SubmissionListOptions,
  ) {
    return FormHistoryService.of(ctx).list(formId, options);
  }

  @RequirePermission(Permission.form_builder)
  @Query(() => FormSubmission, { description: 'One submission with every answer, labelled as its form version had it' })
  formSubmission(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return FormHistoryService.of(ctx).get(id, language);
  }

  @RequirePermission(Permission.form_builder)
  @Mutation(() => Boolean)
  deleteFormSubmission(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return FormHistoryService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.form_builder)
  @Mutation(() => BatchResult, { description: "Batch delete of a form's submissions (all or nothing)" })
  async deleteFormSubmissions(@Ctx() ctx: AppContext, @Arg('formId', () => Int) formId: number, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await FormHistoryService.of(ctx).removeOfForm(formId, ids) };
  }

  @RequirePermission(Permission.form_builder)
  @Query(() => FileDownload, { description: 'The submissions (same filters as the list) as .xlsx, one column per field key' })
  exportFormSubmissions(
    @Ctx() ctx: AppContext,
    @Arg('formId', () => Int) formId: number,
    @Arg('options', () => SubmissionListOptions, { nullable: true }) options?: SubmissionListOptions,
  ) {
    return FormHistoryService.of(ctx).export(formId, options);
  }

  @FieldResolver(() => Int)
  formId(@Root() submission: FormSubmission) {
    return refId(submission.form);
  }

  @FieldResolver(() => String)
  formTitle(@Root() submission: FormSubmission, @Ctx() ctx: AppContext) {
    return FormHistoryService.of(ctx).formTitle(submission);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'null: a guest' })
  customerId(@Root() submission: FormSubmission) {
    return refId(submission.customer);
  }

  @FieldResolver(() => String, { nullable: true })
  async customerName(@Root() submission: FormSubmission, @Ctx() ctx: AppContext) {
    const customer = await FormHistoryService.of(ctx).customer(submission);
    return customer ? `${customer.firstName} ${customer.lastName}`.trim() : null;
  }

  @FieldResolver(() => String, { nullable: true })
  async customerEmail(@Root() submission: FormSubmission, @Ctx() ctx: AppContext) {
    return (await FormHistoryService.of(ctx).customer(submission))?.email ?? null;
  }

  @FieldResolver(() => [SubmissionAnswerView], { description: 'Every answer with the label and option texts of the version it was given against' })
  entries(@Root() submission: FormSubmission, @Ctx() ctx: AppContext) {
    return FormHistoryService.of(ctx).answers(submission);
  }
}
