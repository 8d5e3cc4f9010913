import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AdminSettingsDocument, type AdminSettingsQuery } from '../../graphql/admin/graphql';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { useAdminSession } from '../auth/session';
import { BasicSettingsForm } from './groups/BasicSettingsForm';
import { ConfigSettingsForm } from './groups/ConfigSettingsForm';
import { CurrencySettingsForm } from './groups/CurrencySettingsForm';
import { FacebookSettingsForm } from './groups/FacebookSettingsForm';
import { HomeSettingsForm } from './groups/HomeSettingsForm';
import { ImageSettingsForm } from './groups/ImageSettingsForm';
import { ProductSettingsForm } from './groups/ProductSettingsForm';
import { PointsSettingsForm } from './groups/PointsSettingsForm';
import { TemplateSettingsForm } from './groups/TemplateSettingsForm';
import { ErrorText } from '../../ui/ErrorAlert';

type Settings = AdminSettingsQuery['settings'];
/** The groups of the settings query, and the homepage composition (its own query). */
type Group = keyof Settings | 'home';

/** One tab per settings group (spec section 3), each with its own form and Submit. */
const GROUPS: ReadonlyArray<{ group: Group; render: (settings: Settings) => ReactNode }> = [
  { group: 'basic', render: (s) => <BasicSettingsForm settings={s.basic} /> },
  { group: 'image', render: (s) => <ImageSettingsForm settings={s.image} /> },
  { group: 'currency', render: (s) => <CurrencySettingsForm settings={s.currency} /> },
  { group: 'facebook', render: (s) => <FacebookSettingsForm settings={s.facebook} /> },
  { group: 'template', render: (s) => <TemplateSettingsForm settings={s.template} /> },
  { group: 'config', render: (s) => <ConfigSettingsForm settings={s.config} /> },
  { group: 'product', render: (s) => <ProductSettingsForm settings={s.product} /> },
  { group: 'home', render: () => <HomeSettingsForm /> },
  { group: 'points', render: (s) => <PointsSettingsForm settings={s.points} /> },
];

/** Settings -> API keys, Webhooks and Agentic checkout: each behind its own permission. */
const PARTNER_SCREENS = [
  { permission: 'api_key', path: '/admin/api_key' },
  { permission: 'webhook', path: '/admin/webhook' },
  { permission: 'agentic_checkout', path: '/admin/agentic_checkout' },
] as const;

const isGroup = (value: string | null): value is Group => GROUPS.some((entry) => entry.group === value);

/**
 * /admin/setting (permission `setting`). The chosen tab is kept in the address (`?tab=currency`). Every
 * tab stays mounted while hidden, so edits not yet submitted survive a look at another tab.
 */
export function SettingsPage() {
  const intl = useIntl();
  const { admin } = useAdminSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Group = isGroup(requested) ? requested : 'basic';
  // Fresh values on every visit: the forms take their initial values once, when they mount.
  const { data, error, refetch } = useQuery(AdminSettingsDocument, { fetchPolicy: 'network-only' });

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'admin.setting.title' });
  }, [intl]);

  let content: ReactNode;
  if (data) {
    content = GROUPS.map(({ group, render }) => (
      <Box
        key={group}
        role="tabpanel"
        hidden={group !== tab}
        id={`settings-panel-${group}`}
        aria-labelledby={`settings-tab-${group}`}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        {render(data.settings)}
      </Box>
    ));
  } else if (error) {
    content = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            <FormattedMessage id="common.action.retry" />
          </Button>
        }
      >
        <ErrorText error={error} />
      </Alert>
    );
  } else {
    content = <FullPageSpinner />;
  }

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="admin.setting.title" />
        </Typography>
        <Button component={RouterLink} to="/admin/setting/outbox" data-testid="settings-outbox">
          <FormattedMessage id="admin.outbox.title" />
        </Button>
        {/* Partner access (issue 23): screens of their own permissions, reached from the settings. */}
        {PARTNER_SCREENS.filter(({ permission }) => !admin.hiddenMenus.includes(permission)).map(({ permission, path }) => (
          <Button key={permission} component={RouterLink} to={path} data-testid={`settings-${permission}`}>
            <FormattedMessage id={`admin.menu.${permission}`} />
          </Button>
        ))}
      </Stack>
      <Paper>
        <Tabs
          value={tab}
          onChange={(_event, next: Group) => setParams({ tab: next }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {GROUPS.map(({ group }) => (
            <Tab
              key={group}
              value={group}
              id={`settings-tab-${group}`}
              aria-controls={`settings-panel-${group}`}
              label={intl.formatMessage({ id: `admin.setting.tab.${group}` })}
              data-testid={`settings-tab-${group}`}
            />
          ))}
        </Tabs>
        {content}
      </Paper>
    </>
  );
}
