import type { ShopModule } from '../../common/shop-module.js';
import { PasswordReset } from './password-reset.entity.js';
import { PasswordResetResolver } from './password-reset.resolver.js';

export const passwordResetModule: ShopModule = {
  name: 'password-reset',
  entities: [PasswordReset],
  resolvers: [PasswordResetResolver],
};

// Public face: what other modules use.
