import { GraphQLError } from 'graphql';

/** A service's NotFoundError (or any GraphQL error coded NOT_FOUND). */
export function isGraphQLNotFound(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions?.code === 'NOT_FOUND';
}
