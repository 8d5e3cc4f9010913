import { getMetadataStorage } from 'type-graphql';
import { GraphQLInputObjectType, GraphQLList, GraphQLNonNull, type GraphQLInputType } from 'graphql';
import type { FieldErrors } from '../errors.js';
import { PARTIAL_UPDATE, inputErrors } from './validate-input.js';

/**
 * One answer with every error (issue 21): a value of the wrong type is refused before any resolver
 * runs (GraphQL variable coercion, the REST gateway's coercion), which used to hide the input class's
 * own rules (required fields, formats). These helpers run those rules on the rest of the input, so the
 * callers can merge both into the contract's field map.
 */

type InputClass = abstract new (...args: never[]) => unknown;
let inputClasses: Map<string, InputClass> | undefined;

function inputClass(name: string): InputClass | undefined {
  inputClasses ??= new Map(getMetadataStorage().inputTypes.map((meta) => [meta.name, meta.target as InputClass]));
  return inputClasses.get(name);
}

/** A coerced plain value as instances of the input classes (as type-graphql builds them), for class-validator. */
export function toInstances(value: unknown, type: GraphQLInputType): unknown {
  if (value === null || value === undefined) return value;
  if (type instanceof GraphQLNonNull) return toInstances(value, type.ofType);
  if (type instanceof GraphQLList) return Array.isArray(value) ? value.map((entry) => toInstances(entry, type.ofType)) : value;
  if (type instanceof GraphQLInputObjectType && typeof value === 'object') {
    const target = inputClass(type.name);
    const instance = (target ? Object.create(target.prototype) : {}) as Record<string, unknown>;
    const source = value as Record<string, unknown>;
    for (const field of Object.values(type.getFields())) {
      if (source[field.name] !== undefined) instance[field.name] = toInstances(source[field.name], field.type);
    }
    return instance;
  }
  return value;
}

/** Whether the argument of a root field is validated as a partial update (declared with PARTIAL_UPDATE). */
export function isPartialArg(fieldName: string, argName: string): boolean {
  const storage = getMetadataStorage();
  const field = [...storage.mutations, ...storage.queries].find((meta) => meta.schemaName === fieldName);
  if (!field) return false;
  return storage.params.some(
    (param) =>
      param.kind === 'arg' &&
      param.target === field.target &&
      param.methodName === field.methodName &&
      param.name === argName &&
      param.validateFn === PARTIAL_UPDATE.validateFn,
  );
}

/** The input class's rules on a (type-checked) value, keys below `prefix` ('' for the input object itself). */
export async function ruleErrors(value: unknown, type: GraphQLInputType, prefix: string, partial: boolean): Promise<FieldErrors> {
  const errors = await inputErrors(toInstances(value, type), { partial });
  return Object.fromEntries(Object.entries(errors).map(([path, text]) => [prefix ? `${prefix}.${path}` : path, text]));
}
