import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImageUploadField } from '../../ui/form';
import { ReorderableList } from '../../ui/form/ReorderableList';

/**
 * The product's pictures (`images`: upload paths, first one is the main picture): one upload field per
 * picture in a row of tiles (the shared ReorderableList), moved left or right to change the order, removed
 * one by one. A slot whose picture is not uploaded yet is null and is not sent.
 */
export function ProductImagesField() {
  const intl = useIntl();
  const [field] = useField<Array<string | null>>('images');
  const images = field.value ?? [];
  return (
    <Stack spacing={1.5} data-testid="product-images">
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="admin.product.image.none" />
        </Typography>
      ) : null}
      <ReorderableList<string | null>
        name="images"
        orientation="horizontal"
        testId="product-image"
        labels={(position) => ({
          moveBack: intl.formatMessage({ id: 'admin.product.image.moveLeftOf' }, { position }),
          moveForward: intl.formatMessage({ id: 'admin.product.image.moveRightOf' }, { position }),
          remove: intl.formatMessage({ id: 'admin.product.image.remove' }, { position }),
        })}
        itemSx={{ p: 1.5, width: 260 }}
        renderItem={(_path, { index, position, controls }) => (
          <>
            <ImageUploadField name={`images.${index}`} label={intl.formatMessage({ id: 'admin.product.image.position' }, { position })} previewHeight={120} />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
              {controls}
            </Stack>
          </>
        )}
        footer={(helpers) => (
          <Box>
            <Button size="small" variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => helpers.push(null)} data-testid="product-image-add">
              <FormattedMessage id="admin.product.image.add" />
            </Button>
          </Box>
        )}
      />
    </Stack>
  );
}
