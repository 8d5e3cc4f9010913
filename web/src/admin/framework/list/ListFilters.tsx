import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldOption, ResourceFilter } from '../resource';
import { filterKey, splitMulti } from './filters';

interface FilterProps {
  filter: ResourceFilter;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

const SELECT_WIDTH = { minWidth: 180 };

function SelectFilter({ filter, label, value, onChange, options }: FilterProps & { options: FieldOption[] }) {
  const intl = useIntl();
  const key = filterKey(filter);
  if (filter.kind === 'multiselect') {
    const chosen = splitMulti(value);
    return (
      <TextField
        select
        size="small"
        label={label}
        value={chosen}
        sx={SELECT_WIDTH}
        onChange={(event) => {
          const next = event.target.value as unknown as string[] | string;
          onChange((Array.isArray(next) ? next : next.split(',')).filter(Boolean).join(','));
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as string[]).map((entry) => options.find((option) => String(option.value) === entry)?.label ?? entry).join(', '),
          },
          htmlInput: { 'data-testid': `filter-${key}` },
        }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={String(option.value)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  // A value from the URL shows once its choices have loaded (MUI warns about a value it has no choice for).
  const shown = options.some((option) => String(option.value) === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      label={label}
      value={shown}
      sx={SELECT_WIDTH}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `filter-${key}` } }}
    >
      <MenuItem value="">{intl.formatMessage({ id: 'admin.resource.filter.all' })}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function LoadedSelectFilter(props: FilterProps & { useOptions: () => FieldOption[] }) {
  return <SelectFilter {...props} options={props.useOptions()} />;
}

function SearchFilter({ filter, label, value, onChange, useSearch }: FilterProps & { useSearch: (keyword: string) => FieldOption[] }) {
  const [input, setInput] = useState('');
  const found = useSearch(input);
  // The chosen record's label: from the answers while they hold it, else as it was picked; a URL may name
  // one never shown (its id then, until a search finds it).
  const [picked, setPicked] = useState<FieldOption | null>(null);
  const chosen = value
    ? (found.find((option) => String(option.value) === value) ?? (picked && String(picked.value) === value ? picked : { value, label: `#${value}` }))
    : null;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240 }}
      options={found}
      value={chosen}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, current) => String(option.value) === String(current.value)}
      getOptionLabel={(option) => option.label}
      onChange={(_event, option) => {
        setPicked(option);
        onChange(option ? String(option.value) : '');
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `filter-${filterKey(filter)}` } }}
        />
      )}
    />
  );
}

function OneFilter(props: FilterProps) {
  const { filter } = props;
  if (filter.kind === 'date') {
    return (
      <TextField
        type="date"
        size="small"
        label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `filter-${filterKey(filter)}` } }}
      />
    );
  }
  if (filter.kind === 'search' && filter.useSearch) return <SearchFilter {...props} useSearch={filter.useSearch} />;
  if (filter.useOptions) return <LoadedSelectFilter {...props} useOptions={filter.useOptions} />;
  return <SelectFilter {...props} options={filter.options ?? []} />;
}

interface ListFiltersProps {
  filters: ResourceFilter[];
  /** The values by URL key. */
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}

/** The declared filters of a list, above its table; every change goes to the URL and the query. */
export function ListFilters({ filters, values, onChange }: ListFiltersProps) {
  const intl = useIntl();
  const any = Object.values(values).some(Boolean);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }} data-testid="list-filters">
      {filters.map((filter) => {
        const key = filterKey(filter);
        return (
          <OneFilter
            key={key}
            filter={filter}
            label={intl.formatMessage({ id: filter.labelId })}
            value={values[key] ?? ''}
            onChange={(value) => onChange({ ...values, [key]: value })}
          />
        );
      })}
      {any ? (
        <Button size="small" onClick={() => onChange(Object.fromEntries(Object.keys(values).map((key) => [key, ''])))} data-testid="filters-clear">
          <FormattedMessage id="admin.resource.filter.clear" />
        </Button>
      ) : null}
    </Stack>
  );
}
