/**
 * The server runs in production mode unless told otherwise: graphql-js and Express check NODE_ENV when
 * they load, and outside production graphql-js adds cross-realm checks to every type test (about a
 * seventh of a storefront answer's time). Imported first by main.ts, before any of them loads; tests
 * and tools that import the app directly keep their own NODE_ENV.
 */
process.env.NODE_ENV ??= 'production';
