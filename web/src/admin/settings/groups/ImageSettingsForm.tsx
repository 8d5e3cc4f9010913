import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UpdateImageSettingsDocument, type ImageSettingsFieldsFragment } from '../../../graphql/admin/graphql';
import { ImageUploadField } from '../../../ui/form/ImageUploadField';
import { SettingsGroupForm } from '../SettingsGroupForm';
import { imageSchema } from '../settings-schemas';

type ImageName = 'icon' | 'logo' | 'banner';
const IMAGES: readonly ImageName[] = ['icon', 'logo', 'banner'];

/** What the storefront shows while an image setting is empty (the server's defaults, web/public/images). */
export const DEFAULT_IMAGES: Record<ImageName, string> = {
  icon: '/images/default-icon.svg',
  logo: '/images/default-logo.svg',
  banner: '/images/default-banner.svg',
};

/** Stored path or URL per image; null (empty) = the default image. */
type ImageValues = Record<ImageName, string | null>;

const toValues = (s: ImageSettingsFieldsFragment): ImageValues => ({ icon: s.icon || null, logo: s.logo || null, banner: s.banner || null });

/** The default image in use while the setting is empty. */
function DefaultPreview({ image, label }: { image: ImageName; label: string }) {
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 1, p: 1, alignSelf: 'flex-start' }}
      data-testid={`default-image-${image}`}
    >
      <Box component="img" src={DEFAULT_IMAGES[image]} alt={label} sx={{ display: 'block', height: 80, maxWidth: '100%', objectFit: 'contain' }} />
      <Typography variant="caption" color="text.secondary">
        <FormattedMessage id="admin.setting.image.defaultInUse" />
      </Typography>
    </Box>
  );
}

/** Shop icon, logo and banner: uploaded pictures; an empty one falls back to the default picture (shown). */
export function ImageSettingsForm({ settings }: { settings: ImageSettingsFieldsFragment }) {
  const intl = useIntl();
  const [update] = useMutation(UpdateImageSettingsDocument);
  const initialValues = useMemo(() => toValues(settings), [settings]);

  return (
    <SettingsGroupForm
      group="image"
      label={intl.formatMessage({ id: 'admin.setting.tab.image' })}
      initialValues={initialValues}
      schema={imageSchema}
      save={async (values) => {
        // '' clears a setting: the storefront shows the default image again.
        const input = { icon: values.icon ?? '', logo: values.logo ?? '', banner: values.banner ?? '' };
        const { data } = await update({ variables: { input } });
        return data ? toValues(data.updateImageSettings) : values;
      }}
    >
      {({ values }) => (
        <>
          {IMAGES.map((image) => {
            const label = intl.formatMessage({ id: `admin.setting.image.${image}` });
            return (
              <Stack key={image} spacing={1}>
                <ImageUploadField name={image} label={label} previewHeight={image === 'banner' ? 160 : 80} />
                {values[image] ? null : <DefaultPreview image={image} label={label} />}
              </Stack>
            );
          })}
        </>
      )}
    </SettingsGroupForm>
  );
}
