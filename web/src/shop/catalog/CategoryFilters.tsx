import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CategoryFilterChoicesQuery } from '../../graphql/shop/graphql';
import { toggleId, withFilters, type CategoryListParams } from './catalog-params';
import { InStockSwitch } from './InStockSwitch';
import { PriceRangeFilter } from './PriceRangeFilter';

type Choices = CategoryFilterChoicesQuery;

function FilterGroup({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="fieldset" data-testid={testId} sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function hasFilters(state: CategoryListParams): boolean {
  return state.options.length > 0 || state.brands.length > 0 || Boolean(state.priceMin) || Boolean(state.priceMax) || state.inStock;
}

/**
 * The listing's filters: in stock only, attribute values (any of one attribute, all attributes together),
 * brands and a price range (these as far as they occur among the category's visible products (categoryFacets). Every change goes to the URL at once and starts again at page 1.
 */
export function CategoryFilters({
  state,
  choices,
  onChange,
}: {
  state: CategoryListParams;
  choices: Choices | undefined;
  onChange: (next: CategoryListParams) => void;
}) {
  const intl = useIntl();
  // Only what occurs among the category's visible products (the server's category facets).
  const facets = choices?.categoryFacets;
  const attributes = (facets?.attributes ?? []).filter((attribute) => attribute.values.length > 0);
  const brands = facets?.brands ?? [];
  return (
    <Box data-testid="category-filters">
      <Box sx={{ mb: 2 }}>
        <InStockSwitch checked={state.inStock} onChange={(inStock) => onChange(withFilters(state, { inStock }))} />
      </Box>
      {attributes.map((attribute) => (
        <FilterGroup key={attribute.id} title={attribute.title} testId={`filter-attribute-${attribute.id}`}>
          <FormGroup>
            {attribute.values.map((value) => (
              <FormControlLabel
                key={value.id}
                label={value.label}
                control={
                  <Checkbox
                    size="small"
                    checked={state.options.includes(value.id)}
                    onChange={() => onChange(withFilters(state, { options: toggleId(state.options, value.id) }))}
                  />
                }
              />
            ))}
          </FormGroup>
        </FilterGroup>
      ))}
      {brands.length ? (
        <FilterGroup title={intl.formatMessage({ id: 'shop.catalog.filter.brand' })} testId="filter-brands">
          <FormGroup>
            {brands.map((brand) => (
              <FormControlLabel
                key={brand.id}
                label={brand.title}
                control={
                  <Checkbox
                    size="small"
                    checked={state.brands.includes(brand.id)}
                    onChange={() => onChange(withFilters(state, { brands: toggleId(state.brands, brand.id) }))}
                  />
                }
              />
            ))}
          </FormGroup>
        </FilterGroup>
      ) : null}
      <FilterGroup title={intl.formatMessage({ id: 'shop.catalog.filter.priceRange' })}>
        <PriceRangeFilter
          priceMin={state.priceMin}
          priceMax={state.priceMax}
          bounds={facets ? { min: facets.priceMin ?? null, max: facets.priceMax ?? null } : undefined}
          onChange={(priceMin, priceMax) => onChange(withFilters(state, { priceMin, priceMax }))}
        />
      </FilterGroup>
      {hasFilters(state) ? (
        <Button
          size="small"
          onClick={() => onChange(withFilters(state, { options: [], brands: [], priceMin: null, priceMax: null, inStock: false }))}
          data-testid="filters-clear"
        >
          <FormattedMessage id="shop.catalog.filter.clear" />
        </Button>
      ) : null}
    </Box>
  );
}
