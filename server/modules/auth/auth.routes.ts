import type { RestRoute } from '../../rest/route.js';

const loggedOut = () => ({ message: 'Successfully logged out' });

/** Sign-up, sign-in and sessions of shoppers (/api/...) and admins (/api/admin...). */
export const authRoutes: RestRoute[] = [
  { method: 'POST', path: '/api/register', field: 'register', status: 201, summary: 'Register a shopper and sign in: {token, expired_at}' },
  { method: 'POST', path: '/api/login', field: 'login', summary: 'Shopper login {email, password}: {token, expired_at}' },
  { method: 'POST', path: '/api/logout', field: 'logout', shape: loggedOut, answer: '{message}', summary: "Revoke the shopper's token" },
  { method: 'POST', path: '/api/token/refresh', field: 'refreshToken', summary: 'A new shopper token (the old one is revoked)' },
  { method: 'POST', path: '/api/info', field: 'me', summary: "The signed-in shopper's info" },
  { method: 'POST', path: '/api/admin/login', field: 'adminLogin', summary: 'Admin login {email, password}: {token, expired_at}' },
  { method: 'POST', path: '/api/admin/logout', field: 'adminLogout', shape: loggedOut, answer: '{message}', summary: "Revoke the admin's token" },
  { method: 'POST', path: '/api/admin/token/refresh', field: 'refreshAdminToken', summary: 'A new admin token (the old one is revoked)' },
  { method: 'GET', path: '/api/admin', field: 'currentAdmin', summary: 'The signed-in admin: role, permission_list, hidden_menus, max_alive_time' },
];
