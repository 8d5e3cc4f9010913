import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImageUploadField } from '../../../ui/form/ImageUploadField';
import { ReorderableList } from '../../../ui/form/ReorderableList';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import type { FormFieldProps } from '../../../ui/form/types';
import { ShopDateTimeField } from '../../framework/edit/ShopDateTimeField';
import { emptySlide, type SlideValues } from './values';

/**
 * The slider's slides, one card each in the order they play (the shared ReorderableList: up and down
 * reorder them): pictures (desktop required, phone optional) through the upload route, texts in the tab's
 * language, link, window on the shop's clock and switch.
 */
export function SlidesEditor({ name, label }: FormFieldProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="slides">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <ReorderableList<SlideValues>
        name={name}
        testId="slide"
        itemKey={(slide, index) => slide.id ?? `new-${index}`}
        labels={(position) => ({
          item: t('admin.slider.slidePosition', { position }),
          moveBack: t('common.form.moveRowUp', { position }),
          moveForward: t('common.form.moveRowDown', { position }),
          remove: t('common.form.removeRow', { position }),
        })}
        itemSx={{ p: { xs: 1, sm: 2 } }}
        renderItem={(slide, { index, position, controls }) => {
          const at = (sub: string) => `${name}.${index}.${sub}`;
          return (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Box sx={{ flexGrow: 1, fontWeight: 500 }}>{slide.title || t('admin.slider.slidePosition', { position })}</Box>
                {controls}
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
            </>
          );
        }}
        footer={(helpers) => (
          <Box>
            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => helpers.push(emptySlide())} data-testid="slide-add">
              <FormattedMessage id="admin.slider.addSlide" />
            </Button>
          </Box>
        )}
      />
    </Stack>
  );
}
