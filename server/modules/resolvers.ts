// Every type-graphql resolver of the schema.
import { RoleResolver } from './role/role.resolver.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { AdminAccountResolver } from './admin-account/admin-account.resolver.js';
import { SettingsResolver } from './settings/settings.resolver.js';

export const resolvers = [RoleResolver, AuthResolver, AdminAccountResolver, SettingsResolver] as const;
