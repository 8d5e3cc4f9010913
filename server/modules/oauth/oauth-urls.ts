import type { AppConfig } from '../../config/env.js';

/** Where the authorization server is mounted: its issuer is PUBLIC_URL + this path. */
export const ISSUER_PATH = '/oauth';
/** The protected resource the tokens are for (the MCP admin endpoint, modules/mcp). */
export const ADMIN_RESOURCE_PATH = '/mcp/admin';
/** The one scope of that resource: act as the signed-in staff member, with their role's permissions. */
export const ADMIN_SCOPE = 'mcp:admin';

const base = (config: AppConfig) => config.publicUrl.replace(/\/+$/, '');

export const issuerOf = (config: AppConfig): string => `${base(config)}${ISSUER_PATH}`;
export const adminResourceOf = (config: AppConfig): string => `${base(config)}${ADMIN_RESOURCE_PATH}`;
/** RFC 9728's metadata of the admin resource: the well-known prefix, then the resource's path. */
export const adminResourceMetadataUrl = (config: AppConfig): string => `${base(config)}/.well-known/oauth-protected-resource${ADMIN_RESOURCE_PATH}`;
