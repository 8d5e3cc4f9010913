import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CategoryDetailsQuery } from '../../graphql/shop/graphql';
import { WidePicture } from '../../ui/Picture';
import { menuLink } from '../layout/menu-links';

type Category = CategoryDetailsQuery['publicMenu'];

/** The category's trail, banner, title, short description and subcategories. */
export function CategoryHeader({ category }: { category: Category | undefined }) {
  const intl = useIntl();
  if (!category) return <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '40%', mb: 2 }} />;
  const subcategories = category.children.filter((child) => child.type === 'category');
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Breadcrumbs aria-label={intl.formatMessage({ id: 'shop.catalog.breadcrumbs' })} sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          <FormattedMessage id="shop.menu.home" />
        </Link>
        {category.parentRecursive
          .filter((crumb) => crumb.id !== category.id)
          .map((crumb) => (
            <Link key={crumb.id} component={RouterLink} to={menuLink({ ...crumb, openInCurrentTab: true }).href} underline="hover" color="inherit">
              {crumb.title}
            </Link>
          ))}
        <Typography color="text.primary">{category.title}</Typography>
      </Breadcrumbs>
      {category.imagePath ? <WidePicture src={category.imagePath} maxHeight={280} data-testid="category-banner" sx={{ borderRadius: 1 }} /> : null}
      <Typography variant="h4" component="h1" data-testid="category-title" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {category.title}
      </Typography>
      {category.shortDescription ? (
        <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }} data-testid="category-description">
          {category.shortDescription}
        </Typography>
      ) : null}
      {subcategories.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {subcategories.map((child) => (
            <Chip key={child.id} label={child.title} clickable component={RouterLink} to={menuLink({ ...child, openInCurrentTab: true }).href} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
