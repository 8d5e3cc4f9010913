import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { projectRoot } from '../../common/project-root.js';
import { invalidRequest } from './acp-protocol.js';

/** The released ACP JSON Schema bundle (schema/README.md), read once. */
export const ACP_SCHEMA_FILE = path.join(projectRoot, 'server', 'modules', 'agentic-checkout', 'schema', 'schema.agentic_checkout.json');

let loaded: { ajv: Ajv2020; id: string } | undefined;
const compiled = new Map<string, ValidateFunction>();

function validatorOf(definition: string): ValidateFunction {
  let validate = compiled.get(definition);
  if (!validate) {
    if (!loaded) {
      const bundle = JSON.parse(fs.readFileSync(ACP_SCHEMA_FILE, 'utf8')) as { $id: string };
      const ajv = new Ajv2020({ allErrors: false, strict: false });
      (formats as unknown as (instance: Ajv2020) => void)(ajv);
      ajv.addSchema(bundle);
      loaded = { ajv, id: bundle.$id };
    }
    validate = loaded.ajv.compile({ $ref: `${loaded.id}#/$defs/${definition}` });
    compiled.set(definition, validate);
  }
  return validate;
}

/** `/line_items/0/id` as the RFC 9535 JSONPath the ACP's `param` takes: `$.line_items[0].id`. */
export function jsonPathOf(pointer: string, extra?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra) parts.push(extra);
  return parts.reduce(
    (out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : /^[A-Za-z_][A-Za-z0-9_]*$/.test(part) ? `${out}.${part}` : `${out}['${part}']`),
    '$',
  );
}

function describe(error: ErrorObject): { message: string; param: string } {
  const missing = error.keyword === 'required' ? String((error.params as { missingProperty?: string }).missingProperty) : undefined;
  const extra = error.keyword === 'additionalProperties' ? String((error.params as { additionalProperty?: string }).additionalProperty) : undefined;
  const param = jsonPathOf(error.instancePath, missing ?? extra);
  if (missing) return { param, message: `${param} is required.` };
  if (extra) return { param, message: `${param} is not a field of this request.` };
  return { param, message: `${param} ${error.message ?? 'is invalid'}.` };
}

/**
 * Checks a request body against one of the bundle's `$defs` (CheckoutSessionCreateRequest...): the
 * first failure is a 400 `invalid_request` naming the field by its JSONPath, nothing done.
 */
export function assertAcpShape<T>(definition: string, body: unknown): T {
  const validate = validatorOf(definition);
  if (!validate(body)) {
    const { message, param } = describe(validate.errors![0]);
    throw invalidRequest(400, 'invalid', message, param);
  }
  return body as T;
}
