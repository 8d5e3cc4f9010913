import { GraphQLError } from 'graphql';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { PublicFormDocument, SubmitFormDocument, type PublicFormQuery } from '../../../web/src/graphql/shop/graphql';
import FormPage from '../../../web/src/shop/form/FormPage';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse } from './shop-test-utils';

type PublicForm = PublicFormQuery['publicForm'];
const KEY = '0b7c4a8e-1111-4222-8333-944455556666';

function makeForm(overrides: Partial<PublicForm> = {}): PublicForm {
  const field = (key: string, type: PublicForm['fields'][number]['type'], label: string, required = false, options: [string, string][] = []) => ({
    __typename: 'FormFieldView' as const,
    key,
    type,
    label,
    required,
    placeholder: '',
    help: '',
    options: options.map(([k, l]) => ({ __typename: 'FormOptionView' as const, key: k, label: l })),
  });
  return {
    __typename: 'PublicForm',
    id: 1,
    url: 'enquiry',
    title: 'Product enquiry',
    description: 'Ask us anything',
    successMessage: 'We will reply soon',
    allowGuest: true,
    limitSubmit: false,
    alreadySubmitted: false,
    idempotencyKey: KEY,
    fields: [
      field('name', 'text', 'Name', true),
      field('email', 'email', 'E-mail', true),
      field('colour', 'radio', 'Colour', false, [
        ['red', 'Red'],
        ['blue', 'Blue'],
      ]),
      field('extras', 'checkboxes', 'Extras', false, [['gift', 'Gift wrap']]),
      field('agree', 'consent', 'I agree', true),
    ],
    ...overrides,
  } as PublicForm;
}

const formMock = (form: PublicForm | null, error?: GraphQLError): MockedResponse => ({
  request: { query: PublicFormDocument, variables: { url: 'enquiry', language: 'en_us' } },
  result: error ? { errors: [error] } : { data: { publicForm: form } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderPage(mocks: MockedResponse[]) {
  render(
    <ShopTestProviders path="/form/enquiry" mocks={[publicConfigMock(null), ...mocks]} routes={<Route path="/form/:url" element={<FormPage />} />}>
      <div />
    </ShopTestProviders>,
  );
}

const answers = { name: 'Chan Tai Man', email: 'chan@example.com', colour: 'blue', extras: ['gift'], agree: true };
const submitMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: SubmitFormDocument, variables: { url: 'enquiry', language: 'en_us', input: { answers, idempotencyKey: KEY, honeypot: null } } },
  result,
});

function fillIn() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Chan Tai Man ' } });
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'chan@example.com' } });
  fireEvent.click(screen.getByLabelText('Blue'));
  fireEvent.click(screen.getByLabelText('Gift wrap'));
  fireEvent.click(screen.getByLabelText(/I agree/));
}

beforeEach(clearCookies);

describe('storefront form page (/form/{url})', () => {
  it('shows every field, checks the required ones, and sends the answers with the render key', async () => {
    renderPage([formMock(makeForm()), submitMock({ data: { submitForm: { __typename: 'FormSubmitResult', message: 'We will reply soon' } } })]);
    expect(await screen.findByRole('heading', { name: 'Product enquiry' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await screen.findAllByText(messages['shop.validation.required']!)).length).toBe(3);
    fillIn();
    fireEvent.click(screen.getByTestId('form-submit'));
    const sent = await screen.findByTestId('form-sent');
    expect(sent.textContent).toContain(messages['shop.form.submitSuccess']);
    expect(sent.textContent).toContain('We will reply soon');
  });

  it("shows the server's field errors and 'submit fail'", async () => {
    renderPage([
      formMock(makeForm()),
      submitMock({
        errors: [
          new GraphQLError('Please make sure all fields are filled in correctly', {
            extensions: { code: 'BAD_USER_INPUT', errors: { email: 'Please check your input.' } },
          }),
        ],
      }),
    ]);
    await screen.findByRole('heading', { name: 'Product enquiry' });
    fillIn();
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await screen.findByTestId('form-failed')).textContent).toContain(messages['shop.form.submitFail']);
    expect(screen.getByText('Please check your input.')).toBeTruthy();
  });

  it('sends a missing or disabled form to the home page', async () => {
    renderPage([formMock(null, new GraphQLError('Form not found', { extensions: { code: 'NOT_FOUND' } }))]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('sends a limit_submit form already submitted to the home page', async () => {
    renderPage([formMock(makeForm({ limitSubmit: true, alreadySubmitted: true }))]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it("asks a visitor to log in first on a members' form, then goes to /login", async () => {
    renderPage([formMock(makeForm({ allowGuest: false }))]);
    expect((await screen.findByTestId('form-login-first')).textContent).toBe(messages['shop.form.loginFirst']);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
