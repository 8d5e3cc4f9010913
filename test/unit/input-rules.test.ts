import fs from 'node:fs';
import path from 'node:path';
import { getMetadataStorage as validationMetadata } from 'class-validator';
import { getMetadataStorage as typeMetadata } from 'type-graphql';
import { isInputObjectType } from 'graphql';
import { getSchema } from '../../server/schema.js';
import { INPUT_RULES_FILE, describeInputRules, inputRulesJson } from '../../server/tools/input-rules.js';
import type { InputRule, InputRuleTable } from '../../core/input-rules.js';

/**
 * The generated description of the inputs' rules (issue 43), web/src/generated/input-rules.json: it is
 * current, it covers every rule of every input field, and the rules it can not describe for the web
 * are a known, short list (a new rule of a module's own is a choice: describe it, or name it here).
 */
describe('input rules for the web forms', () => {
  let table: InputRuleTable;
  let inputTypes: ReturnType<typeof typeMetadata>['inputTypes'];
  beforeAll(async () => {
    const schema = await getSchema();
    table = describeInputRules(schema);
    inputTypes = typeMetadata().inputTypes.filter((input) => isInputObjectType(schema.getType(input.name)));
  });

  it('is current: npm run schema wrote what the server describes now', () => {
    const written = fs.readFileSync(path.resolve(INPUT_RULES_FILE), 'utf8');
    expect(written).toBe(inputRulesJson(table));
  });

  it('covers every @InputType field that has a rule, with each of its rules', () => {
    expect(inputTypes.length).toBeGreaterThan(100);
    let fields = 0;
    for (const input of inputTypes) {
      const byProperty = new Map<string, number>();
      for (const meta of validationMetadata().getTargetValidationMetadatas(input.target, '', true, false)) {
        byProperty.set(meta.propertyName, (byProperty.get(meta.propertyName) ?? 0) + 1);
      }
      const renamed = new Map(
        typeMetadata()
          .fields.filter((f) => f.target === input.target)
          .map((f) => [f.name, f.schemaName]),
      );
      for (const [property, count] of byProperty) {
        const described = table[input.name]?.[renamed.get(property) ?? property];
        expect([`${input.name}.${property}`, described?.rules.length]).toEqual([`${input.name}.${property}`, count]);
        fields += 1;
      }
    }
    // Every input field of the schema with a rule; none described that has none.
    expect(Object.values(table).reduce((sum, typeFields) => sum + Object.keys(typeFields).length, 0)).toBe(fields);
    expect(fields).toBeGreaterThan(400);
  });

  it('describes the rules the web checks with their parameters and keeps custom messages with their ids', () => {
    expect(table.BrandInput.url).toEqual({
      type: 'String',
      rules: [{ rule: 'required' }, { rule: 'pattern', name: 'urlSegment', pattern: '^[\\p{L}\\p{N}_\\-.~]+$', flags: 'u' }, { rule: 'maxLength', max: 255 }],
    });
    expect(table.SlideInput.image.rules[0]).toEqual({ rule: 'required', message: 'Please upload a picture', messageId: 'uploadPicture' });
    expect(table.AttributeInput.values).toEqual({
      type: 'AttributeValueInput',
      list: true,
      rules: [
        { rule: 'nested', type: 'AttributeValueInput', each: true },
        { rule: 'noRepeated', by: 'code' },
      ],
    });
    expect(table.LeadInput.phones.rules).toEqual([{ rule: 'check', name: 'phone', each: true }]);
    expect(table.MembershipTierInput.discountPercent.rules).toEqual([{ rule: 'decimal', name: 'decimalBetween', digits: 6, min: 0, max: 100 }]);
  });

  it('leaves only a known list of rules to the server', () => {
    const unchecked = new Set<string>();
    const kinds = new Set<string>();
    for (const fields of Object.values(table)) {
      for (const field of Object.values(fields)) {
        for (const rule of field.rules as InputRule[]) {
          kinds.add(rule.rule);
          if (rule.rule === 'server') unchecked.add(rule.name);
        }
      }
    }
    expect([...unchecked].sort()).toEqual([
      // Lists and lookups of the storefront's queries and carts (no form of the web's checks them).
      'atMost100',
      'countryCode',
      'couponList',
      'idList',
      'imagePaths',
      'limit',
      'localDate',
      'min',
      'oneOf',
      'page',
      'perPage',
      'pointsAdjustment',
      // Rules named "required" of the cart and inventory movements, with their own texts and conditions.
      'required',
      'signedMoney',
      'sort',
      'widgetType',
    ]);
    expect([...kinds].sort()).toEqual(
      [
        'after',
        'amongSibling',
        'check',
        'conditional',
        'decimal',
        'email',
        'keyFormat',
        'maxItems',
        'maxLength',
        'nested',
        'noRepeated',
        'noSpecific',
        'optional',
        'passwordLength',
        'pattern',
        'required',
        'requiredWith',
        'sameAs',
        'server',
        'wholeNumber',
      ].sort(),
    );
  });
});
