import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { UnsubscribeInput } from './newsletter.inputs.js';
import { NewsletterService } from './newsletter.service.js';

@Resolver()
export class NewsletterResolver {
  @Public()
  @Mutation(() => Boolean, { description: 'Unsubscribes the address of a signed unsubscribe link' })
  unsubscribe(@Ctx() ctx: AppContext, @Arg('input', () => UnsubscribeInput) input: UnsubscribeInput) {
    return NewsletterService.of(ctx).unsubscribe(input);
  }
}
