import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { useField } from 'formik';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyWithTimeout } from '../../app/lazy';
import type RichTextEditorComponent from './RichTextEditor';
import { fieldId } from './labels';
import type { FormFieldProps } from './types';
import { useShownError } from './useFieldError';

// The editor (Tiptap + ProseMirror) is its own chunk: forms without rich text never load it.
// (lazyWithTimeout is typed for prop-less pages; the cast gives the editor its props back.)
const RichTextEditor = lazyWithTimeout(() => import('./RichTextEditor') as Promise<{ default: ComponentType<object> }>) as unknown as LazyExoticComponent<
  typeof RichTextEditorComponent
>;

export interface RichTextFieldProps extends FormFieldProps {
  /** Height of the writing area in pixels (default 180). */
  minHeight?: number;
}

/**
 * Formatted text (bold, italic, headings, lists, links, pictures by address) held as HTML; '' when empty.
 * The server sanitises what it stores.
 */
export function RichTextField({ name, label, required, disabled, helperText, minHeight = 180 }: RichTextFieldProps) {
  const [field, , helpers] = useField<string | null | undefined>(name);
  const error = useShownError(name);
  const id = fieldId(name);
  const hint = error ?? helperText;
  return (
    <FormControl error={Boolean(error)} disabled={disabled} fullWidth>
      <FormLabel htmlFor={id} required={required} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rounded" height={minHeight + 48} />}>
        <RichTextEditor
          id={id}
          label={label}
          value={field.value ?? ''}
          disabled={disabled}
          error={Boolean(error)}
          minHeight={minHeight}
          describedBy={hint ? `${id}-hint` : undefined}
          onChange={(html) => void helpers.setValue(html)}
          onBlur={() => void helpers.setTouched(true)}
        />
      </Suspense>
      {hint ? <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText> : null}
    </FormControl>
  );
}
