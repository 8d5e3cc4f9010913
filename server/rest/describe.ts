import { getMetadataStorage as validationMetadata } from 'class-validator';
import { getMetadataStorage } from 'type-graphql';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  getNamedType,
  isInterfaceType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { toSnake } from '../common/case.js';
import type { RestRoute } from './route.js';

/**
 * The route table for partners (`npm run routes`, `GET /api/routes`): each route's request fields and
 * answer shape, read from the GraphQL field the route runs, in the contract's snake_case. Request: the
 * input's fields, `*` marking those a create requires (the input class's "required" rule; an update
 * takes any subset); nested records in `{...}`, lists in `[...]`, enums as `a|b|c`. Answer: the fields of
 * the record, nested records named by type, or the route's own description when it reshapes the answer.
 */
export interface RouteDescription {
  request: string;
  answer: string;
}

/** Arguments whose fields are the body (or query) itself; `data` of a batch stays nested. */
const FLAT_ARGS = new Set(['options', 'input']);

function requiredFields(typeName: string): Set<string> {
  const target = getMetadataStorage().inputTypes.find((meta) => meta.name === typeName)?.target;
  if (!target) return new Set();
  const metas = validationMetadata().getTargetValidationMetadatas(target, '', false, false);
  return new Set(metas.filter((meta) => meta.name === 'required').map((meta) => meta.propertyName));
}

function inputShape(type: GraphQLInputType, depth: number): string {
  if (type instanceof GraphQLNonNull) return inputShape(type.ofType, depth);
  if (type instanceof GraphQLList) return `[${inputShape(type.ofType, depth)}]`;
  if (type instanceof GraphQLEnumType)
    return type
      .getValues()
      .map((value) => value.name)
      .join('|');
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 1) return type.name;
    return `{${inputFields(type, depth + 1)}}`;
  }
  return getNamedType(type).name;
}

function inputFields(type: GraphQLInputObjectType, depth: number): string {
  const required = requiredFields(type.name);
  return Object.values(type.getFields())
    .map((field) => {
      const mark = required.has(field.name) || field.type instanceof GraphQLNonNull ? '*' : '';
      const inner = getNamedType(field.type);
      const shape = inner instanceof GraphQLInputObjectType || inner instanceof GraphQLEnumType || depth === 0 ? `: ${inputShape(field.type, depth)}` : '';
      return `${toSnake(field.name)}${mark}${shape}`;
    })
    .join(', ');
}

function outputShape(type: GraphQLOutputType, nested: boolean): string {
  if (type instanceof GraphQLNonNull) return outputShape(type.ofType, nested);
  if (type instanceof GraphQLList) return `[${outputShape(type.ofType, nested)}]`;
  if (isObjectType(type) || isInterfaceType(type)) {
    if (nested) return type.name;
    const fields = Object.values(type.getFields()).filter((field) => !field.args.some((arg) => arg.type instanceof GraphQLNonNull));
    return `{${fields.map((field) => (isObjectType(getNamedType(field.type)) ? `${toSnake(field.name)}: ${outputShape(field.type, true)}` : toSnake(field.name))).join(', ')}}`;
  }
  return getNamedType(type).name;
}

export function describeRoute(schema: GraphQLSchema, route: RestRoute): RouteDescription {
  const field = schema.getQueryType()?.getFields()[route.field] ?? schema.getMutationType()?.getFields()[route.field];
  if (!field) throw new Error(`REST route ${route.method} ${route.path}: no GraphQL field ${route.field}`);
  const params = new Set([...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]));
  const parts: string[] = [];
  for (const arg of field.args) {
    if (params.has(arg.name)) continue;
    const named = getNamedType(arg.type);
    if (FLAT_ARGS.has(arg.name) && named instanceof GraphQLInputObjectType) parts.push(inputFields(named, 0));
    else parts.push(`${toSnake(arg.name)}${arg.type instanceof GraphQLNonNull ? '*' : ''}: ${inputShape(arg.type, 1)}`);
  }
  let answer: string;
  if (route.answer) answer = route.answer;
  else if (route.answerType) answer = outputShape(schema.getType(route.answerType) as GraphQLOutputType, false);
  else if (route.shape === 'list') {
    const items = (getNamedType(field.type) as { getFields(): Record<string, { type: GraphQLOutputType }> }).getFields().items.type;
    answer = `{data: ${outputShape(items, false)}, total, page, per_page}`;
  } else answer = outputShape(field.type, false);
  if (route.download) answer = 'the file (Content-Disposition: attachment)';
  return { request: parts.filter(Boolean).join('; ') || '-', answer };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The README's route table (Markdown), generated: `npm run routes` prints it. */
export function routeTableMarkdown(schema: GraphQLSchema, table: readonly RestRoute[]): string {
  const lines = ['| method | path | GraphQL field | request | answer | what |', '|---|---|---|---|---|---|'];
  for (const route of table) {
    const { request, answer } = describeRoute(schema, route);
    lines.push(`| ${route.method} | \`${route.path}\` | \`${route.field}\` | ${cell(request)} | ${cell(answer)} | ${cell(route.summary)} |`);
  }
  return lines.join('\n');
}
