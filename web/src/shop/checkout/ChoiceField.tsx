import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { useShownError } from '../../ui/form/useFieldError';
import { toolParam } from '../../ui/form/labels';

export interface Choice {
  id: number;
  label: ReactNode;
  /** Shown under the chosen option only (bank transfer instructions...). */
  details?: ReactNode;
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** One of a few methods as radio buttons, bound to a formik field holding the chosen id. */
export function ChoiceField({ name, label, choices }: { name: string; label: string; choices: readonly Choice[] }) {
  const [field, , helpers] = useField<number | null>(name);
  const error = useShownError(name);
  const labelId = useId();
  return (
    // A radio group's WebMCP description is its fieldset's (Chromium reads none from the buttons).
    <FormControl error={Boolean(error)} component="fieldset" {...toolParam(label)}>
      {/* The step's heading already says it on screen; the legend names the group for screen readers. */}
      <FormLabel id={labelId} component="legend" sx={VISUALLY_HIDDEN}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={name}
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onChange={(event) => {
          void helpers.setValue(Number(event.target.value));
        }}
      >
        {choices.map((choice) => (
          <div key={choice.id}>
            <FormControlLabel value={String(choice.id)} control={<Radio />} label={choice.label} data-testid={`${name}-${choice.id}`} />
            {field.value === choice.id && choice.details ? choice.details : null}
          </div>
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
