import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import type { StorefrontProductQuery } from '../../graphql/shop/graphql';
import { isOptionSelectable, isOptionSelected, type OptionSelection, type SelectableStock } from './option-selection';

type Attribute = StorefrontProductQuery['storefrontProduct']['attributes'][number];

interface Props {
  attributes: readonly Attribute[];
  stocks: readonly SelectableStock[];
  selection: OptionSelection;
  onToggle: (attributeId: number, valueId: number) => void;
}

/**
 * One row of buttons per attribute kind (spec section 4): a pressed button is the kind's choice (a
 * second click deselects it); a value no sellable stock offers with the other choices is disabled.
 */
export function OptionSelector({ attributes, stocks, selection, onToggle }: Props) {
  return (
    <Box data-testid="option-selector">
      {attributes.map((attribute) => (
        <Box key={attribute.id} role="group" aria-labelledby={`option-kind-${attribute.id}`} sx={{ mb: 2 }}>
          <Typography id={`option-kind-${attribute.id}`} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {attribute.title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {attribute.values.map((value) => {
              const selected = isOptionSelected(selection, attribute.id, value.id);
              return (
                <ToggleButton
                  key={value.id}
                  value={value.id}
                  size="small"
                  color="primary"
                  selected={selected}
                  // A chosen value stays clickable (to deselect it) whatever the other choices say.
                  disabled={!selected && !isOptionSelectable(stocks, selection, attribute.id, value.id)}
                  onChange={() => onToggle(attribute.id, value.id)}
                  data-testid={`option-${attribute.id}-${value.id}`}
                  sx={{ minWidth: 48, px: 1.5, textTransform: 'none' }}
                >
                  {value.label}
                </ToggleButton>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
