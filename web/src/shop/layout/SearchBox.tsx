import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { searchKeyword } from '../../ui/validation/rules';

const schema = yup.object({ keyword: searchKeyword() });

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
  const label = intl.formatMessage({ id: 'shop.search.label' });
  return (
    <Formik
      initialValues={{ keyword: '' }}
      validationSchema={schema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={(values) => {
        navigate(searchPath(values.keyword));
      }}
    >
      <Form noValidate role="search" aria-label={label} style={{ width: '100%' }}>
        <FormikTextField
          name="keyword"
          type="search"
          size="small"
          fullWidth
          placeholder={intl.formatMessage({ id: 'shop.search.placeholder' })}
          // The message floats below the box, so that the header does not jump.
          sx={{ '& .MuiFormHelperText-root': { position: 'absolute', top: '100%', mt: 0.25, whiteSpace: 'nowrap' } }}
          slotProps={{
            htmlInput: { 'aria-label': label, 'data-testid': 'shop-search-input', enterKeyHint: 'search' },
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
      </Form>
    </Formik>
  );
}

export default SearchBox;
