import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { MultiSelectField, RichTextField, SelectField, SwitchField, TextField, type SelectOption } from '../../ui/form';
import type { FormMode } from '../framework/resource';
import { Section } from './Section';

interface Props {
  mode: FormMode;
  brands: readonly SelectOption[];
  categories: readonly SelectOption[];
}

const FLAGS = ['isNew', 'isFeatured', 'isHot', 'visibled'] as const;

/**
 * The product's own fields: the texts of the current language tab (name, description, meta title and
 * description), then the fields shared by every language.
 */
export function ProductFields({ mode, brands, categories }: Props) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  // Spec 5: sku and url left empty are made from the name in the default language (on create; kept on edit).
  const generatedHelp = label(mode === 'create' ? 'admin.product.generatedHelp' : 'admin.product.keptHelp');
  return (
    <>
      <Section titleId="admin.product.section.texts">
        <Stack spacing={2} sx={{ maxWidth: 880 }}>
          <TextField name="name" label={label('admin.field.name')} required />
          <RichTextField name="description" label={label('admin.product.field.description')} />
          <TextField name="metaTitle" label={label('admin.product.field.metaTitle')} />
          <TextField name="metaDescription" label={label('admin.product.field.metaDescription')} multiline minRows={2} />
        </Stack>
      </Section>
      <Section titleId="admin.product.section.general">
        <Stack spacing={2} sx={{ maxWidth: 880 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField name="sku" label={label('admin.product.field.sku')} helperText={generatedHelp} />
            <TextField name="url" label={label('admin.product.field.url')} helperText={generatedHelp} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
            {FLAGS.map((flag) => (
              <SwitchField key={flag} name={flag} label={label(`admin.product.field.${flag}`)} />
            ))}
          </Stack>
          <SelectField name="brandId" label={label('admin.product.field.brand')} options={brands} emptyOption />
          <MultiSelectField name="categories" label={label('admin.product.field.categories')} options={categories} />
        </Stack>
      </Section>
    </>
  );
}
