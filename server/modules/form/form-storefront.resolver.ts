import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public, ShopperOnly } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { FormSubmitInput } from './form.inputs.js';
import { FormSubmitService } from './form-submit.service.js';
import { FormSubmitResult, PublicForm, SubmitHistory } from './form.views.js';

const LANGUAGE = { nullable: true, description: 'Content language; missing or unknown: the main language' } as const;

/** The storefront's forms (`/form/{url}`). */
@Resolver()
export class FormStorefrontResolver {
  @Public()
  @Query(() => PublicForm, { description: 'An enabled form by url in `language` (404 when missing or disabled), with a fresh idempotency key' })
  publicForm(@Ctx() ctx: AppContext, @Arg('url', () => String) url: string, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return FormSubmitService.of(ctx).publicForm(url, language);
  }

  @Public()
  @Mutation(() => FormSubmitResult, {
    description: 'Submits a form (throttled per client address; 422 with a map by field key; 401 when guests are not allowed)',
  })
  submitForm(
    @Ctx() ctx: AppContext,
    @Arg('url', () => String) url: string,
    @Arg('input', () => FormSubmitInput) input: FormSubmitInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return FormSubmitService.of(ctx).submit(url, input, language);
  }

  @ShopperOnly()
  @Query(() => [SubmitHistory], { description: "The signed-in shopper's submissions (form url, time)" })
  submitHistories(@Ctx() ctx: AppContext) {
    return FormSubmitService.of(ctx).histories();
  }
}
