import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { NewsletterConfirmInput, NewsletterSignUpInput, UnsubscribeInput } from './newsletter.inputs.js';
import { NewsletterService } from './newsletter.service.js';

@Resolver()
export class NewsletterResolver {
  @Public()
  @Mutation(() => Boolean, { description: 'Unsubscribes the address of a signed unsubscribe link' })
  unsubscribe(@Ctx() ctx: AppContext, @Arg('input', () => UnsubscribeInput) input: UnsubscribeInput) {
    return NewsletterService.of(ctx).unsubscribe(input);
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Newsletter sign-up: mails a confirmation link (double opt-in); the same answer for every address' })
  subscribeNewsletter(@Ctx() ctx: AppContext, @Arg('input', () => NewsletterSignUpInput) input: NewsletterSignUpInput) {
    return NewsletterService.of(ctx).signUp(input);
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Confirms a newsletter sign-up with the signed link of the confirmation mail' })
  confirmNewsletter(@Ctx() ctx: AppContext, @Arg('input', () => NewsletterConfirmInput) input: NewsletterConfirmInput) {
    return NewsletterService.of(ctx).confirm(input);
  }
}
