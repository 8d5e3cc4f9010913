import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik, type FormikProps } from 'formik';
import { ShopTimeZoneDocument } from '../../../web/src/graphql/admin/graphql';
import { ShopDateTimeField } from '../../../web/src/admin/framework/edit/ShopDateTimeField';
import { DateTimeField } from '../../../web/src/ui/form';
import { AdminTestProviders } from '../admin/admin-test-utils';
import { renderForm } from './renderForm';

/**
 * Issue 15: a date and time is shown and entered on the shop's clock (setting `timezone`), not the admin
 * computer's. The computer here says Tokyo; the shop is in Hong Kong (or New York), and the form holds
 * the UTC instant the server stores.
 */
describe("DateTimeField: the shop's clock, whatever the computer's", () => {
  const computerZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    process.env.TZ = computerZone;
  });

  it('shows a stored instant on the shop clock and stores what is typed as its UTC instant; empty is null', async () => {
    const form = renderForm(<DateTimeField name="startsAt" label="Starts" timeZone="Asia/Hong_Kong" />, {
      initialValues: { startsAt: '2027-03-01T01:30:00.000Z' },
    });
    const input = screen.getByLabelText('Starts') as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.value).toBe('2027-03-01T09:30');
    expect(screen.getByText('Shop time (Asia/Hong_Kong)')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2027-03-02T00:15' } });
    await waitFor(() => expect(form.values().startsAt).toBe('2027-03-01T16:15:00.000Z'));
    expect(input.value).toBe('2027-03-02T00:15');
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(form.values().startsAt).toBeNull());
  });

  it('waits, disabled, until the zone is known', () => {
    renderForm(<DateTimeField name="startsAt" label="Starts" timeZone={undefined} />, { initialValues: { startsAt: '2027-03-01T01:30:00.000Z' } });
    const input = screen.getByLabelText('Starts') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.value).toBe('');
  });

  it('the back office widget (kind `datetime`, slides, broadcasts) reads the zone from shopTimeZone', async () => {
    let latest: FormikProps<{ sendAt: string | null }> | undefined;
    render(
      <AdminTestProviders mocks={[{ request: { query: ShopTimeZoneDocument }, result: { data: { shopTimeZone: 'America/New_York' } } }]}>
        <Formik initialValues={{ sendAt: '2027-07-01T13:30:00.000Z' as string | null }} onSubmit={() => undefined}>
          {(formik) => {
            latest = formik;
            return (
              <Form>
                <ShopDateTimeField name="sendAt" label="Send at" />
              </Form>
            );
          }}
        </Formik>
      </AdminTestProviders>,
    );
    const input = screen.getByLabelText('Send at') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('2027-07-01T09:30'));
    expect(screen.getByText('Shop time (America/New_York)')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2027-12-24T18:00' } });
    await waitFor(() => expect(latest!.values.sendAt).toBe('2027-12-24T23:00:00.000Z'));
  });
});
