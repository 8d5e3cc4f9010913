import type { TextFieldProps } from '@mui/material/TextField';

/**
 * Marks a required field on its label only (the asterisk and aria-required): the browser's own
 * `required` check would speak before the yup rules and in the browser's words, not the spec's.
 */
export function requiredSlotProps(required: boolean | undefined, htmlInput: Record<string, unknown> = {}): TextFieldProps['slotProps'] {
  return {
    inputLabel: { required: Boolean(required) },
    htmlInput: { ...htmlInput, 'aria-required': required ? true : undefined },
  };
}

/** A DOM id made from a formik path (`variables.0.name` -> `field-variables-0-name`). */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}
