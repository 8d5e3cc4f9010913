// Every type-graphql resolver of the schema: each module's manifest names its own.
import { shopModules } from './shop-modules.js';

export const resolvers = shopModules.flatMap((module) => module.resolvers ?? []);
