import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createIntl } from 'react-intl';
import { toSettingsFormErrors } from '../../../web/src/admin/settings/settings-errors';
import {
  byRootField,
  errorMessages,
  localizedErrorMessages,
  placeFieldErrors,
  placeFormErrors,
  toFormErrors,
  toLocalizedFormErrors,
} from '../../../web/src/ui/errors';

/** A refused save as the server answers it: 422 field errors in extensions.errors (flat paths). */
const refused = (errors: Record<string, string | string[]>, message = 'Argument Validation Error') =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', errors } }] });

const conflict = (message: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code: 'CONFLICT' } }] });

/** A reader's catalogue whose texts name the keys they stand for. */
const keys = createIntl({
  locale: 'zh-HK',
  messages: Object.fromEntries(['nameTaken', 'unauthorized', 'required'].map((id) => [`common.server.${id}`, `[common.server.${id}]`])),
});

describe('the one error-to-form mapper (web/src/ui/errors.ts)', () => {
  it('translates a server text by the id it came with, whatever its English says', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'x',
          extensions: { code: 'BAD_USER_INPUT', errors: { name: 'Reworded: name taken', note: 'Not catalogued' }, messageIds: { name: 'nameTaken' } },
        },
        { message: 'Reworded: you may not', extensions: { code: 'FORBIDDEN', messageId: 'unauthorized' } },
      ],
    });
    expect(toLocalizedFormErrors(keys, error, ['name', 'note'])).toEqual({
      fields: { name: '[common.server.nameTaken]', note: 'Not catalogued' },
      form: '[common.server.unauthorized]',
    });
    expect(localizedErrorMessages(keys, error)).toEqual(['[common.server.unauthorized]', '[common.server.nameTaken]', 'Not catalogued']);
    // A form rule's own text (no id sent) by its id in the same catalogue.
    expect(toLocalizedFormErrors(keys, refused({ email: 'This field is required.' }))).toEqual({ fields: { email: '[common.server.required]' } });
  });

  it('puts field errors on the fields the form has and the rest at form level', () => {
    const error = refused({ email: 'The email has already been taken.', secret: ['Hidden'] });
    expect(toFormErrors(error)).toEqual({ fields: { email: 'The email has already been taken.', secret: 'Hidden' } });
    expect(toFormErrors(error, ['email'])).toEqual({ fields: { email: 'The email has already been taken.' }, form: 'Hidden' });
    expect(toFormErrors(conflict('Out of stock'))).toEqual({ fields: {}, form: 'Out of stock' });
    expect(toFormErrors(new Error('Network down'))).toEqual({ fields: {}, form: 'Network down' });
    expect(toFormErrors(undefined)).toEqual({ fields: {} });
  });

  it('nests paths into formik errors, keeps unshown ones and a list error before its rows', () => {
    const { errors, unplaced } = placeFieldErrors(
      { 'stocks.0.price': 'The price must be at least 0.', 'stocks.1.id': 'Stale', tags: 'Too many tags', 'tags.0': 'Row error' },
      (path) => path.startsWith('stocks.0') || path.startsWith('tags'),
    );
    expect(errors).toEqual({ stocks: [{ price: 'The price must be at least 0.' }], tags: 'Too many tags' });
    expect(unplaced).toEqual(['Stale', 'Row error']);
  });

  it('gives a form its placed errors and every other text once, as message lines', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        { message: 'x', extensions: { code: 'BAD_USER_INPUT', errors: { 'supportedCurrencies.0.identifier': 'Required', other: 'Elsewhere' } } },
        { message: 'Busy', extensions: { code: 'CONFLICT' } },
      ],
    });
    const placed = placeFormErrors(error, byRootField(['supportedCurrencies']));
    expect(placed).toEqual({ errors: { supportedCurrencies: [{ identifier: 'Required' }] }, messages: ['Busy', 'Elsewhere'] });
    expect(toSettingsFormErrors(error, ['supportedCurrencies'])).toEqual({ errors: placed.errors, form: 'Busy\nElsewhere' });
    expect(errorMessages(error)).toEqual(['Busy', 'Required', 'Elsewhere']);
  });

  it('answers the known server texts in the user language when given intl', () => {
    const intl = { formatMessage: ({ id }: { id: string }) => `«${id}»` } as never;
    const { errors } = placeFormErrors(refused({ name: 'Please choose an address.' }), byRootField(['name']), intl);
    expect(String((errors as { name: string }).name)).toBe('«common.server.chooseAddress»');
  });
});
