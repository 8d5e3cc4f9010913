import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { localizeServerMessage } from '../../ui/errors';
import { TextInput } from '../../ui/TextInput';
import { searchKeywordError } from '../../ui/validation/messages';
import { formTool } from '../agents/form-tool';

/** Path of the search listing for a keyword (spec section 2: /search/{keyword}). */
export function searchPath(keyword: string): string {
  return `/search/${encodeURIComponent(keyword.trim())}`;
}

/**
 * The header's search box: the keyword rule of spec section 5 (required; letters, digits, Chinese
 * characters, underscore, hyphen), then /search/{keyword}. Checked on submit only, so that leaving an
 * empty box does not shout at the shopper.
 */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const label = intl.formatMessage({ id: 'shop.search.label' });
  // One field and one rule: checked here without a form library, which every shopper's first page
  // would otherwise download (the storefront's first-visit budget, test/bench/lib/bundle.mjs).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An agent calling the form as a tool fills the field itself: the field's value is the keyword.
    const typed = ((event.currentTarget as HTMLFormElement).elements.namedItem('keyword') as HTMLInputElement | null)?.value ?? keyword;
    const failure = searchKeywordError(typed);
    setError(failure);
    if (!failure) navigate(searchPath(typed));
  };
  return (
    // A plain GET form on /search as well (the server answers it with the keyword's results page), so a
    // search sent before the page's JavaScript has run, or without it, still finds (app/early-actions.ts).
    <form
      action="/search"
      method="get"
      noValidate
      role="search"
      aria-label={label}
      style={{ width: '100%' }}
      onSubmit={submit}
      {...formTool(intl, 'site_search')}
      toolautosubmit=""
    >
      <TextInput
        name="keyword"
        id="keyword"
        type="search"
        size="small"
        fullWidth
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        error={Boolean(error)}
        helperText={error ? localizeServerMessage(intl, error) : undefined}
        placeholder={intl.formatMessage({ id: 'shop.search.placeholder' })}
        // The message floats below the box, so that the header does not jump.
        sx={{ '& .MuiFormHelperText-root': { position: 'absolute', top: '100%', mt: 0.25, whiteSpace: 'nowrap' } }}
        slotProps={{
          htmlInput: {
            'aria-label': label,
            'data-testid': 'shop-search-input',
            enterKeyHint: 'search',
            toolparamdescription: intl.formatMessage({ id: 'shop.agents.form.site_search_keyword' }),
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" size="small" aria-label={intl.formatMessage({ id: 'shop.search.submit' })}>
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </form>
  );
}

export default SearchBox;
