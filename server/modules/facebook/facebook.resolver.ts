import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { AuthToken } from '../auth/index.js';
import { FacebookLoginInput } from './facebook.inputs.js';
import { FacebookService } from './facebook.service.js';

@Resolver()
export class FacebookResolver {
  @Public()
  @Mutation(() => AuthToken, { description: "Signs in the shopper whose Facebook token this is ('Unregistered account' if none)" })
  facebookLogin(@Ctx() ctx: AppContext, @Arg('input', () => FacebookLoginInput) input: FacebookLoginInput) {
    return FacebookService.of(ctx).login(input);
  }

  @Public()
  @Mutation(() => AuthToken, { description: 'Creates the shopper account from the Facebook profile and signs it in' })
  facebookRegister(@Ctx() ctx: AppContext, @Arg('input', () => FacebookLoginInput) input: FacebookLoginInput) {
    return FacebookService.of(ctx).register(input);
  }
}
