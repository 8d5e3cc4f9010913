// The description of every GraphQL input type's field rules (issue 43), read from the server's own
// class-validator metadata of the @InputType classes, for the web's forms: `npm run schema` writes it
// to web/src/generated/input-rules.json beside schema.graphql, and CI fails when it is stale.
import { getMetadataStorage as validationMetadata, ValidationTypes } from 'class-validator';
import { getMetadataStorage as typeMetadata } from 'type-graphql';
import { getNamedType, isInputObjectType, isListType, isNonNullType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import type { CheckedRule, InputFieldRules, InputRule, InputRuleTable } from '../../core/input-rules.js';
import { messageIdOf } from '../../core/message-ids.js';

type ValidationMetadata = ReturnType<ReturnType<typeof validationMetadata>['getTargetValidationMetadatas']>[number];

export const INPUT_RULES_FILE = 'web/src/generated/input-rules.json';

function isList(type: GraphQLInputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner);
}

/** A rule's own descriptor: the first constraint of a rule of server/common/validation/rules.ts. */
function descriptorOf(meta: ValidationMetadata): CheckedRule | undefined {
  const first: unknown = meta.constraints?.[0];
  return first && typeof first === 'object' && typeof (first as { rule?: unknown }).rule === 'string' ? (first as CheckedRule) : undefined;
}

/** One class-validator rule as the web reads it; `fieldType` is the GraphQL named type of the field. */
function describe(meta: ValidationMetadata, fieldType: string): InputRule {
  let rule: InputRule;
  if (meta.type === ValidationTypes.NESTED_VALIDATION) rule = { rule: 'nested', type: fieldType };
  else if (meta.type === ValidationTypes.CONDITIONAL_VALIDATION) rule = meta.name === 'isOptional' ? { rule: 'optional' } : { rule: 'conditional' };
  else rule = descriptorOf(meta) ?? { rule: 'server', name: meta.name ?? meta.type };
  if (meta.each) rule.each = true;
  // A nested record's own refusal (class-validator's default text) is answered as "Please check your
  // input." by validate-input.ts, the rule's default: nothing of the field's own to carry.
  if (typeof meta.message === 'string' && rule.rule !== 'nested') {
    rule.message = meta.message;
    const id = messageIdOf(meta.message);
    if (id) rule.messageId = id;
  }
  return rule;
}

/** The GraphQL name of each property of an input class (type-graphql may rename one with `name`). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql keeps a class as Function
function fieldNames(target: Function): Map<string, string> {
  const names = new Map<string, string>();
  for (const field of typeMetadata().fields) {
    if (field.target === target || target.prototype instanceof field.target) names.set(field.name, field.schemaName);
  }
  return names;
}

/**
 * Input type name -> field name -> { type, list, rules } for every input type of the schema, each
 * field's rules in the order the server reports them: `required` first (validate-input.ts lets it speak
 * first), then the others as class-validator runs them.
 */
export function describeInputRules(schema: GraphQLSchema): InputRuleTable {
  const table: InputRuleTable = {};
  const classes = new Map(typeMetadata().inputTypes.map((input) => [input.name, input.target]));
  const typeNames = Object.keys(schema.getTypeMap()).sort();
  for (const typeName of typeNames) {
    const type = schema.getType(typeName);
    if (!isInputObjectType(type)) continue;
    const target = classes.get(typeName);
    const described: Record<string, InputFieldRules> = {};
    table[typeName] = described;
    if (!target) continue;
    const names = fieldNames(target);
    const byField = new Map<string, ValidationMetadata[]>();
    for (const meta of validationMetadata().getTargetValidationMetadatas(target, '', true, false)) {
      const field = names.get(meta.propertyName) ?? meta.propertyName;
      byField.set(field, [...(byField.get(field) ?? []), meta]);
    }
    const fields = type.getFields();
    for (const [name, field] of Object.entries(fields)) {
      const metas = byField.get(name);
      if (!metas?.length) continue;
      const fieldType = getNamedType(field.type).name;
      const rules = metas.map((meta) => describe(meta, fieldType));
      const ordered = [...rules.filter((r) => r.rule === 'required'), ...rules.filter((r) => r.rule !== 'required')];
      described[name] = { type: fieldType, ...(isList(field.type) ? { list: true as const } : {}), rules: ordered };
    }
    const unknown = [...byField.keys()].filter((name) => !(name in fields));
    if (unknown.length) throw new Error(`${typeName}: rules on ${unknown.join(', ')}, which the GraphQL type does not have`);
  }
  return table;
}

/** The file's text: one line per field, so a changed rule is a one-line diff. */
export function inputRulesJson(table: InputRuleTable): string {
  const types = Object.entries(table).map(([typeName, fields]) => {
    const lines = Object.entries(fields).map(([field, rules]) => `    ${JSON.stringify(field)}: ${JSON.stringify(rules)}`);
    return lines.length ? `  ${JSON.stringify(typeName)}: {\n${lines.join(',\n')}\n  }` : `  ${JSON.stringify(typeName)}: {}`;
  });
  return `{\n${types.join(',\n')}\n}\n`;
}
