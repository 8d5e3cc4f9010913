import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * A stock's pictures (`images`): some of the product's pictures, pressed to belong to this option, so
 * that the product page shows them when a shopper chooses it (a red tote's red pictures). None pressed:
 * the product's pictures. Only pictures already in the product's list can be chosen.
 */
export function StockImagesField({ name, productImages }: { name: string; productImages: readonly string[] }) {
  const intl = useIntl();
  const [field, , helpers] = useField<string[]>(name);
  const chosen = field.value ?? [];
  const labelId = `${name}-images-label`;
  if (productImages.length === 0) return null;
  const toggle = (image: string) => void helpers.setValue(chosen.includes(image) ? chosen.filter((path) => path !== image) : [...chosen, image]);
  return (
    <Box role="group" aria-labelledby={labelId} data-testid={name}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        <FormattedMessage id="admin.product.stock.images" />
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {productImages.map((image, index) => (
          <ToggleButton
            key={image}
            value={image}
            size="small"
            selected={chosen.includes(image)}
            onChange={() => toggle(image)}
            aria-label={intl.formatMessage({ id: 'admin.product.image.position' }, { position: index + 1 })}
            sx={{ p: 0.5 }}
          >
            <Box component="img" src={image} alt="" sx={{ width: 48, height: 48, objectFit: 'cover', display: 'block' }} />
          </ToggleButton>
        ))}
      </Box>
    </Box>
  );
}
