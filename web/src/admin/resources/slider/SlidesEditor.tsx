import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { FieldArray, useField } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImageUploadField } from '../../../ui/form/ImageUploadField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import type { FormFieldProps } from '../../../ui/form/types';
import { ShopDateTimeField } from '../../framework/edit/ShopDateTimeField';
import { emptySlide, type SlideValues } from './values';

function RowButton({
  title,
  onClick,
  disabled,
  color,
  children,
}: {
  title: string;
  onClick: () => void;
  disabled?: boolean;
  color?: 'error';
  children: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" color={color} disabled={disabled} onClick={onClick} aria-label={title}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The slider's slides, one card each in the order they play: pictures (desktop required, phone
 * optional) through the upload route, texts in the tab's language, link, window and switch. Up and down
 * reorder them.
 */
export function SlidesEditor({ name, label }: FormFieldProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const [field] = useField<SlideValues[]>(name);
  const slides = Array.isArray(field.value) ? field.value : [];
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="slides">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {label}
          </FormLabel>
          {slides.map((slide, index) => {
            const position = index + 1;
            const at = (sub: string) => `${name}.${index}.${sub}`;
            return (
              <Paper
                key={slide.id ?? `new-${index}`}
                variant="outlined"
                sx={{ p: { xs: 1, sm: 2 } }}
                role="group"
                aria-label={t('admin.slider.slidePosition', { position })}
                data-testid={`slide-${index}`}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Box sx={{ flexGrow: 1, fontWeight: 500 }}>{slide.title || t('admin.slider.slidePosition', { position })}</Box>
                  <RowButton title={t('common.form.moveRowUp', { position })} disabled={index === 0} onClick={() => helpers.swap(index, index - 1)}>
                    <ArrowUpwardIcon fontSize="small" />
                  </RowButton>
                  <RowButton
                    title={t('common.form.moveRowDown', { position })}
                    disabled={index === slides.length - 1}
                    onClick={() => helpers.swap(index, index + 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </RowButton>
                  <RowButton title={t('common.form.removeRow', { position })} color="error" onClick={() => helpers.remove(index)}>
                    <DeleteIcon fontSize="small" />
                  </RowButton>
                </Stack>
                <Grid container spacing={1.5}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <ImageUploadField name={at('image')} label={t('admin.slider.image')} required previewHeight={120} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <ImageUploadField
                      name={at('mobileImage')}
                      label={t('admin.slider.mobileImage')}
                      helperText={t('admin.slider.mobileImageHelp')}
                      previewHeight={120}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField name={at('title')} label={t('admin.slider.slideTitle')} size="small" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField name={at('buttonText')} label={t('admin.slider.buttonText')} size="small" />
                  </Grid>
                  <Grid size={12}>
                    <TextField name={at('caption')} label={t('admin.slider.caption')} size="small" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField name={at('link')} label={t('admin.slider.link')} helperText={t('admin.slider.linkHelp')} size="small" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <ShopDateTimeField name={at('startsAt')} label={t('admin.slider.startsAt')} size="small" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <ShopDateTimeField name={at('endsAt')} label={t('admin.slider.endsAt')} size="small" />
                  </Grid>
                  <Grid size={12}>
                    <SwitchField name={at('enabled')} label={t('admin.field.enabled')} size="small" />
                  </Grid>
                </Grid>
              </Paper>
            );
          })}
          <Box>
            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => helpers.push(emptySlide())} data-testid="slide-add">
              <FormattedMessage id="admin.slider.addSlide" />
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}
