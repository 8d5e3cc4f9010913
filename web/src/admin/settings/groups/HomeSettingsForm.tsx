import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type * as yup from 'yup';
import { HomeSettingsDocument, UpdateHomeSettingsDocument, type HomeSectionType, type HomeSettingsFieldsFragment } from '../../../graphql/admin/graphql';
import { FullPageSpinner } from '../../../ui/FullPageSpinner';
import { RepeatableRowsField } from '../../../ui/form/RepeatableRowsField';
import { inputSchema } from '../../../ui/validation/input-schema';
import { required } from '../../../ui/validation/rules';
import { SettingsGroupForm } from '../SettingsGroupForm';

const SECTION_TYPES: readonly HomeSectionType[] = ['slider', 'block', 'new', 'featured', 'hot', 'category', 'brand', 'articles'];
/** Types that name what they show: a slider or block identifier, a category or brand url (server: home.types.ts). */
const VALUE_TYPES: readonly HomeSectionType[] = ['slider', 'block', 'category', 'brand'];

interface SectionValues {
  type: HomeSectionType | null;
  value: string;
  limit: number | null;
}

interface HomeValues {
  sections: SectionValues[];
}

const toValues = (s: HomeSettingsFieldsFragment): HomeValues => ({
  sections: s.sections.map((section) => ({ type: section.type, value: section.value ?? '', limit: section.limit ?? null })),
});

/**
 * HomeSettingsInput's rules, from the server: a type per section, a limit of 1 to 50. A value where the
 * type names something is the server's check across a section's fields (home.types.ts), and the form's.
 */
const homeSchema = inputSchema('HomeSettingsInput', {
  nested: {
    sections: {
      adjust: {
        value: (value: yup.Schema) => value.when('type', { is: (type: HomeSectionType) => VALUE_TYPES.includes(type), then: (schema) => required(schema) }),
      },
    },
  },
});

/**
 * The homepage composition (issue 15): the home page's sections in order, each a slider or block (by
 * identifier), a product row (new, featured, hot; a category or brand by url) or the latest articles.
 */
export function HomeSettingsForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.setting.home.${id}` });
  const { data } = useQuery(HomeSettingsDocument, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateHomeSettingsDocument);
  const initialValues = useMemo(() => (data ? toValues(data.homeSettings) : null), [data]);
  if (!initialValues) return <FullPageSpinner />;

  return (
    <SettingsGroupForm
      group="home"
      label={intl.formatMessage({ id: 'admin.setting.tab.home' })}
      initialValues={initialValues}
      schema={homeSchema}
      save={async (values) => {
        const sections = values.sections.map((section) => ({ type: section.type as HomeSectionType, value: section.value || null, limit: section.limit }));
        const { data: saved } = await update({ variables: { input: { sections } } });
        return saved ? toValues(saved.updateHomeSettings) : values;
      }}
    >
      {() => (
        <RepeatableRowsField
          name="sections"
          label={t('sections')}
          helperText={t('sectionsHelp')}
          addLabel={t('addSection')}
          columns={[
            {
              name: 'type',
              label: t('type'),
              kind: 'select',
              required: true,
              options: SECTION_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) })),
            },
            { name: 'value', label: t('value'), kind: 'text' },
            { name: 'limit', label: t('limit'), kind: 'number', integer: true },
          ]}
        />
      )}
    </SettingsGroupForm>
  );
}
