import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FieldArray, useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImageUploadField } from '../../ui/form';

/**
 * The product's pictures (`images`: upload paths, first one is the main picture): one upload field per
 * picture, moved left or right to change the order, removed one by one. A slot whose picture is not
 * uploaded yet is null and is not sent.
 */
export function ProductImagesField() {
  const intl = useIntl();
  const [field] = useField<Array<string | null>>('images');
  const images = field.value ?? [];
  return (
    <FieldArray name="images">
      {(helpers) => (
        <Stack spacing={1.5} data-testid="product-images">
          {images.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="admin.product.image.none" />
            </Typography>
          ) : null}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {images.map((_path, index) => {
              const position = index + 1;
              return (
                <Paper key={index} variant="outlined" sx={{ p: 1.5, width: 260 }} data-testid={`product-image-${index}`}>
                  <ImageUploadField
                    name={`images.${index}`}
                    label={intl.formatMessage({ id: 'admin.product.image.position' }, { position })}
                    previewHeight={120}
                  />
                  <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
                    <Tooltip title={intl.formatMessage({ id: 'admin.product.image.moveLeft' })}>
                      <span>
                        <IconButton
                          size="small"
                          disabled={index === 0}
                          onClick={() => helpers.swap(index, index - 1)}
                          aria-label={intl.formatMessage({ id: 'admin.product.image.moveLeftOf' }, { position })}
                        >
                          <ArrowBackIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={intl.formatMessage({ id: 'admin.product.image.moveRight' })}>
                      <span>
                        <IconButton
                          size="small"
                          disabled={index === images.length - 1}
                          onClick={() => helpers.swap(index, index + 1)}
                          aria-label={intl.formatMessage({ id: 'admin.product.image.moveRightOf' }, { position })}
                        >
                          <ArrowForwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={intl.formatMessage({ id: 'common.form.remove' })}>
                      <IconButton
                        size="small"
                        color="error"
                        onClick={() => helpers.remove(index)}
                        aria-label={intl.formatMessage({ id: 'admin.product.image.remove' }, { position })}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
          <Box>
            <Button size="small" variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => helpers.push(null)} data-testid="product-image-add">
              <FormattedMessage id="admin.product.image.add" />
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}
