import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { ContactMessageInput } from './contact.inputs.js';
import { ContactService } from './contact.service.js';

@Resolver()
export class ContactResolver {
  @Public()
  @Mutation(() => Boolean, { description: "Mails the message to the shop's contact address (throttled per client address)" })
  sendContactMessage(@Ctx() ctx: AppContext, @Arg('input', () => ContactMessageInput) input: ContactMessageInput) {
    return ContactService.of(ctx).send(input);
  }
}
