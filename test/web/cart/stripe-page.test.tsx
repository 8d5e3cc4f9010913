import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route } from 'react-router-dom';
import { StartStripePaymentDocument, StripeJsUrlDocument } from '../../../web/src/graphql/shop/graphql';
import type { StripeCardElement, StripeConfirmResult, StripeFactory } from '../../../web/src/shop/stripe/stripe-js';
import { StripePage } from '../../../web/src/shop/stripe/StripePage';
import { FullLocation, fullLocation } from '../catalog/catalog-test-utils';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse } from '../shop/shop-test-utils';

const STRIPE_JS = 'http://127.0.0.1:3499/v3/';

const jsUrl: MockedResponse = {
  request: { query: StripeJsUrlDocument },
  result: { data: { publicConfig: { __typename: 'PublicConfig', stripeJsUrl: STRIPE_JS } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function started(status = 'pending'): MockedResponse {
  return {
    request: { query: StartStripePaymentDocument, variables: { stripeKey: 'pay-1' } },
    result: {
      data: {
        startStripePayment: {
          __typename: 'StripeCheckout',
          orderNumber: 'SO-1',
          accessKey: 'k1',
          publishableKey: 'pk_test_1',
          clientSecret: 'pi_1_secret_2',
          amount: 2944,
          currency: 'usd',
          status,
        },
      },
    },
  };
}

/** A stand-in for Stripe.js: records what the page does and answers confirmCardPayment with `results` in turn. */
function fakeStripe(results: StripeConfirmResult[]) {
  const mounted: HTMLElement[] = [];
  const card: StripeCardElement = { mount: (target) => void mounted.push(target as HTMLElement), on: () => undefined, destroy: () => undefined };
  const confirm = jest.fn(async (_secret: string, _data: { payment_method: { card: StripeCardElement } }) => results.shift() ?? {});
  const keys: string[] = [];
  const factory: StripeFactory = (key) => {
    keys.push(key);
    return { elements: () => ({ create: () => card }), confirmCardPayment: confirm };
  };
  return { factory, card, confirm, mounted, keys };
}

function renderStripe(path: string, mocks: MockedResponse[]) {
  render(
    <ShopTestProviders path={path} mocks={[publicConfigMock(null), jsUrl, ...mocks]} routes={<Route path="/stripe" element={<StripePage />} />}>
      <FullLocation />
    </ShopTestProviders>,
  );
}

const PAGE = '/stripe?stripe_key=pay-1';

beforeEach(() => {
  clearCookies();
  delete window.Stripe;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('/stripe card page', () => {
  it('goes home without a stripe_key', async () => {
    renderStripe('/stripe', []);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('loads Stripe.js from the configured address, mounts the card and pays', async () => {
    const stripe = fakeStripe([{ paymentIntent: { id: 'pi_1', status: 'succeeded' } }]);
    renderStripe(PAGE, [started()]);
    // The page adds the script tag; the stand-in defines window.Stripe when it loads.
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${STRIPE_JS}"]`);
      expect(found).toBeTruthy();
      return found!;
    });
    window.Stripe = stripe.factory;
    fireEvent.load(script);
    const pay = await screen.findByRole('button', { name: messages['shop.stripe.pay'] });
    expect(stripe.keys).toEqual(['pk_test_1']);
    expect(stripe.mounted).toEqual([screen.getByTestId('stripe-card')]);
    expect(screen.getByTestId('stripe-amount').textContent).toContain('29.44');
    fireEvent.click(pay);
    await waitFor(() => expect(fullLocation()).toBe('/order/success?order_number=SO-1'));
    expect(stripe.confirm).toHaveBeenCalledWith('pi_1_secret_2', { payment_method: { card: stripe.card } });
  });

  it("shows Stripe's message on a refused card and lets the shopper try again", async () => {
    const stripe = fakeStripe([{ error: { message: 'Your card was declined.' } }, { paymentIntent: { id: 'pi_1', status: 'succeeded' } }]);
    window.Stripe = stripe.factory;
    renderStripe(PAGE, [started()]);
    fireEvent.click(await screen.findByRole('button', { name: messages['shop.stripe.pay'] }));
    expect((await screen.findByTestId('stripe-error')).textContent).toBe('Your card was declined.');
    expect(screen.getByTestId('location').textContent).toBe('/stripe');
    const pay = screen.getByRole('button', { name: messages['shop.stripe.pay'] });
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    fireEvent.click(pay);
    await waitFor(() => expect(fullLocation()).toBe('/order/success?order_number=SO-1'));
    expect(stripe.confirm).toHaveBeenCalledTimes(2);
  });

  it('links to /order/cancel with the order number', async () => {
    window.Stripe = fakeStripe([]).factory;
    renderStripe(PAGE, [started()]);
    const cancel = await screen.findByRole('link', { name: messages['shop.stripe.cancel'] });
    expect(cancel.getAttribute('href')).toBe('/order/cancel?order_number=SO-1');
  });

  it('goes on to /order/success for an order already paid', async () => {
    window.Stripe = fakeStripe([]).factory;
    renderStripe(PAGE, [started('paid')]);
    await waitFor(() => expect(fullLocation()).toBe('/order/success?order_number=SO-1'));
  });

  it("shows the server's refusal (not a card order)", async () => {
    window.Stripe = fakeStripe([]).factory;
    const refused: MockedResponse = {
      request: { query: StartStripePaymentDocument, variables: { stripeKey: 'pay-1' } },
      result: { errors: [new GraphQLError('This order can not be paid by card.', { extensions: { code: 'CONFLICT' } })] },
    };
    renderStripe(PAGE, [refused]);
    expect((await screen.findByTestId('stripe-fatal')).textContent).toBe('This order can not be paid by card.');
    expect(screen.queryByRole('button', { name: messages['shop.stripe.pay'] })).toBeNull();
  });

  it('speaks to the shopper about an unknown stripe_key, and offers the way home instead of an order', async () => {
    window.Stripe = fakeStripe([]).factory;
    const unknown: MockedResponse = {
      request: { query: StartStripePaymentDocument, variables: { stripeKey: 'pay-1' } },
      result: {
        errors: [new GraphQLError('This payment link is not valid. Please use the link from your order confirmation.', { extensions: { code: 'NOT_FOUND' } })],
      },
    };
    renderStripe(PAGE, [unknown]);
    expect((await screen.findByTestId('stripe-fatal')).textContent).toBe(messages['common.server.paymentLinkInvalid']);
    expect(screen.queryByTestId('stripe-order-number')).toBeNull();
    expect(screen.getByTestId('stripe-home').getAttribute('href')).toBe('/');
  });
});
