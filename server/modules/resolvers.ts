// Every type-graphql resolver of the schema.
import { RoleResolver } from './role/role.resolver.js';

export const resolvers = [RoleResolver] as const;
