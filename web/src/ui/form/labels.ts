import type { TextInputProps } from '../TextInput';
import type { ReactNode } from 'react';

/**
 * The field's WebMCP parameter description (`toolparamdescription`): its label, already in the reader's
 * language. An agent calling a form as a tool (web/src/shop/agents/form-tool.ts) reads it.
 */
export function toolParam(label: ReactNode): { toolparamdescription?: string } {
  return typeof label === 'string' && label ? { toolparamdescription: label } : {};
}

/**
 * Marks a required field on its label only (the asterisk and aria-required): the browser's own
 * `required` check would speak before the yup rules and in the browser's words, not the spec's.
 */
export function requiredSlotProps(required: boolean | undefined, htmlInput: Record<string, unknown> = {}, label?: ReactNode): TextInputProps['slotProps'] {
  return {
    inputLabel: { required: Boolean(required) },
    htmlInput: { ...toolParam(label), ...htmlInput, 'aria-required': required ? true : undefined },
  };
}

/** A DOM id made from a formik path (`variables.0.name` -> `field-variables-0-name`). */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}
