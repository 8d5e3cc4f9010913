import type { RestRoute } from '../../rest/route.js';

const success = () => ({ success: true });

/** The shopper's own account (profile, addresses), password reset, Facebook login, contact form and unsubscribe. */
export const customerAccountRoutes: RestRoute[] = [
  { method: 'PUT', path: '/api/profile', field: 'updateProfile', summary: "Change the signed-in shopper's profile: only the fields sent (password optional)" },
  { method: 'GET', path: '/api/address', field: 'addresses', summary: "The signed-in shopper's addresses" },
  { method: 'POST', path: '/api/address', field: 'createAddress', status: 201, summary: 'Add an address: the address list' },
  { method: 'GET', path: '/api/address/:id', field: 'address', summary: 'One of my addresses' },
  { method: 'PUT', path: '/api/address/:id', field: 'updateAddress', summary: 'Change one of my addresses: the address list' },
  { method: 'DELETE', path: '/api/address/:id', field: 'deleteAddress', summary: 'Delete one of my addresses: the address list' },
  { method: 'POST', path: '/api/reset/email', field: 'sendPasswordResetLink', summary: "Mail a password reset link {email}: {status: 'passwords.sent'}" },
  {
    method: 'POST',
    path: '/api/reset/password',
    field: 'resetPassword',
    summary: "Reset the password {email, password, password_confirmation, token}: {status: 'passwords.reset'}",
  },
  { method: 'POST', path: '/api/facebook/login', field: 'facebookLogin', summary: 'Shopper login with a Facebook access_token: {token, expired_at}' },
  { method: 'POST', path: '/api/facebook/register', field: 'facebookRegister', summary: 'Shopper sign-up with a Facebook access_token: {token, expired_at}' },
  {
    method: 'POST',
    path: '/api/contact',
    field: 'sendContactMessage',
    shape: success,
    answer: '{success}',
    summary: 'Contact form {name, email, subject, message}: mails the shop',
  },
  {
    method: 'GET',
    path: '/api/unsubscribe/:email',
    field: 'unsubscribe',
    args: (req) => ({ input: { email: req.params.email, signature: req.query.signature } }),
    shape: success,
    answer: '{success}',
    summary: 'Unsubscribe from the newsletter with a signed link (?signature=...)',
  },
];
