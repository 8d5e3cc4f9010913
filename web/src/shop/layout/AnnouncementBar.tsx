import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useShopSettings, type Announcement } from '../settings/ShopSettings';

/** A storefront path goes through the router; an http(s) address (the server allows no other) opens as a plain link. */
function AnnouncementText({ announcement }: { announcement: Announcement }) {
  const { text, link } = announcement;
  if (!link) return <>{text}</>;
  const internal = link.startsWith('/');
  return (
    <Link
      {...(internal ? { component: RouterLink, to: link } : { href: link, rel: 'noopener' })}
      color="inherit"
      underline="always"
      // A thumb's target (WCAG 2.5.8: 24 px), however short the text.
      sx={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}
      data-testid="announcement-link"
    >
      {text}
    </Link>
  );
}

/**
 * The line(s) of news above the header (back office: Content > Announcements), each on its own line,
 * centred; nothing at all when none is shown now. They come with the shop's settings, so the bar is
 * there from the first paint with the header and never pushes the page down later.
 */
export function AnnouncementBar() {
  const { announcements } = useShopSettings();
  const intl = useIntl();
  if (!announcements.length) return null;
  return (
    <Box
      component="aside"
      aria-label={intl.formatMessage({ id: 'shop.announcements' })}
      data-testid="announcement-bar"
      sx={{ bgcolor: 'grey.900', color: 'common.white', textAlign: 'center', px: 2, py: 0.5, typography: 'body2' }}
    >
      {announcements.map((announcement) => (
        <Box key={announcement.id} sx={{ overflowWrap: 'anywhere' }}>
          <AnnouncementText announcement={announcement} />
        </Box>
      ))}
    </Box>
  );
}
