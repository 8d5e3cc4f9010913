import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { PasswordResetRequestInput, PasswordResetStatus, ResetPasswordInput } from './password-reset.inputs.js';
import { PasswordResetService } from './password-reset.service.js';

@Resolver()
export class PasswordResetResolver {
  @Public()
  @Mutation(() => PasswordResetStatus, { description: "Mails a reset link if the e-mail has an account; always answers 'passwords.sent'" })
  sendPasswordResetLink(@Ctx() ctx: AppContext, @Arg('input', () => PasswordResetRequestInput) input: PasswordResetRequestInput) {
    return PasswordResetService.of(ctx).sendLink(input);
  }

  @Public()
  @Mutation(() => PasswordResetStatus, { description: "Sets a new password with the mailed token; answers 'passwords.reset'" })
  resetPassword(@Ctx() ctx: AppContext, @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput) {
    return PasswordResetService.of(ctx).reset(input);
  }
}
