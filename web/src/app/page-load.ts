/**
 * Navigation that loads a new document from the server instead of rendering the route in place: for
 * pages whose Content-Security-Policy differs (the /stripe card page admits Stripe.js, no other page
 * does). An object, so that tests can replace `to` (jsdom cannot navigate).
 */
export const pageLoad = {
  to(url: string): void {
    window.location.replace(url);
  },
};
