import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLInputObjectType, Kind, coerceInputValue, getNamedType, typeFromAST, type GraphQLError, type GraphQLInputType } from 'graphql';
import { GENERIC_FORM_FAILURE, type FieldErrors } from '../errors.js';
import { withMessageIds } from '../format-error.js';
import { isPartialArg, ruleErrors } from './input-errors.js';
import { MESSAGES } from './rules.js';

/** graphql-js names a missing required field in the message, with the path of the object holding it. */
const MISSING_FIELD = /^Field "([^"]+)" of required type/;
const UNKNOWN_FIELD = /^Field "([^"]+)" is not defined by type/;

/**
 * One answer with every error on GraphQL too (issue 21). A variable of the wrong type (`enabled:
 * "maybe"`) makes graphql-js refuse the whole operation before any resolver runs, hiding the input's
 * other mistakes. Before execution, this plugin coerces the variables itself; when some are refused it
 * answers one BAD_USER_INPUT error whose `extensions.errors` holds the type errors per field plus the
 * input classes' rules (required, formats) on the rest, as a resolver's ValidationError would (with
 * their message ids, as formatError gives every other error).
 */
export const allErrorsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async responseForOperation({ operation, request, schema }) {
        const inputs = request.variables ?? {};
        const typeErrors: FieldErrors = {};
        const coerced = new Map<string, { value: unknown; type: GraphQLInputType; prefix: string }>();
        for (const definition of operation.variableDefinitions ?? []) {
          const name = definition.variable.name.value;
          const type = typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
          if (!type || inputs[name] === undefined) continue;
          // The fields of an input object are named on their own (`email`), other variables by name.
          const prefix = getNamedType(type) instanceof GraphQLInputObjectType ? '' : name;
          const at = (path: ReadonlyArray<string | number>) => [prefix, ...path.map(String)].filter(Boolean).join('.') || name;
          const value = coerceInputValue(inputs[name], type, (path, invalid, error: GraphQLError) => {
            const missing = MISSING_FIELD.exec(error.message);
            const unknown = UNKNOWN_FIELD.exec(error.message);
            if (missing) typeErrors[at([...path, missing[1]])] ??= MESSAGES.required;
            else if (unknown) typeErrors[at([...path, unknown[1]])] ??= MESSAGES.noSpecific;
            else typeErrors[at(path)] ??= invalid === null || invalid === undefined ? MESSAGES.required : MESSAGES.noSpecific;
          });
          coerced.set(name, { value, type, prefix });
        }
        if (!Object.keys(typeErrors).length) return null;

        let rules: FieldErrors = {};
        for (const selection of operation.selectionSet.selections) {
          if (selection.kind !== Kind.FIELD) continue;
          for (const argument of selection.arguments ?? []) {
            if (argument.value.kind !== Kind.VARIABLE) continue;
            const variable = coerced.get(argument.value.name.value);
            if (!variable || !(getNamedType(variable.type) instanceof GraphQLInputObjectType)) continue;
            const partial = isPartialArg(selection.name.value, argument.name.value);
            rules = { ...rules, ...(await ruleErrors(variable.value, variable.type, variable.prefix, partial)) };
          }
        }
        const errors = { ...rules, ...typeErrors };
        return {
          http: { status: undefined, headers: new HeaderMap() },
          body: {
            kind: 'single',
            singleResult: { data: null, errors: [withMessageIds({ message: GENERIC_FORM_FAILURE, extensions: { code: 'BAD_USER_INPUT', errors } })] },
          },
        };
      },
    };
  },
};
