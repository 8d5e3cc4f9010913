import { ForbiddenError, NotFoundError, fieldError } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { Service } from '../../common/service.js';
import { assertMayManageRole, Role, AdminAccount } from '../staff/index.js';
import { ApiKey } from './api-key.entity.js';
import { hashApiKeySecret, newApiKeySecret } from './api-key-secret.js';
import { DEFAULT_GRACE_HOURS, MAX_GRACE_HOURS, type ApiKeyInput } from './api-key.inputs.js';

export const API_KEY_MESSAGES = {
  noRole: 'ID not exists',
  revoked: 'This key is revoked.',
  grace: `The grace period is 0 to ${MAX_GRACE_HOURS} hours.`,
} as const;

/** What the list shows in its state column. */
export type ApiKeyState = 'active' | 'disabled' | 'expired' | 'revoked';

export function apiKeyState(key: ApiKey, now = new Date()): ApiKeyState {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt <= now) return 'expired';
  return key.enabled ? 'active' : 'disabled';
}

/**
 * Settings -> API keys (issue 23). A staff member makes or rotates a key only for a role whose
 * permissions they hold, all of them (the rule of granting roles, staff/privilege.ts). The secret is
 * answered once; only its SHA-256 and last four characters are kept. Revoking holds at once on every
 * instance: each request reads its key from the database (api-key/authenticate-key.ts).
 */
export class ApiKeyService extends Service {
  list(options?: ListOptions): Promise<Page<ApiKey>> {
    return paginate(this.em, ApiKey, options, {
      sortable: ['id', 'name', 'createdAt', 'updatedAt', 'lastUsedAt', 'expiresAt'],
      searchable: ['name', 'lastFour'],
    });
  }

  async get(id: number): Promise<ApiKey> {
    const key = await this.em.findOne(ApiKey, { id });
    if (!key) throw new NotFoundError();
    return key;
  }

  async create(input: ApiKeyInput): Promise<ApiKey> {
    const role = await this.grantableRole(input.roleId);
    const maker = this.ctx.principal?.kind === 'admin' && this.ctx.principal.id ? this.em.getReference(AdminAccount, this.ctx.principal.id) : null;
    const key = this.em.create(ApiKey, {
      name: input.name.trim(),
      role,
      createdBy: maker,
      expiresAt: input.expiresAt ?? null,
      enabled: input.enabled ?? true,
      costBucket: input.costBucket ?? null,
      costRestoreRate: input.costRestoreRate ?? null,
      secretHash: '',
      lastFour: '',
    });
    const secret = this.setSecret(key);
    await this.em.flush();
    key.secret = secret;
    return key;
  }

  /** A partial update: what is sent changes; moving the key to another role needs the privilege of both. */
  async update(id: number, input: ApiKeyInput): Promise<ApiKey> {
    const key = await this.manageable(id);
    if (input.roleId !== undefined && input.roleId !== key.role.id)
      key.role = this.em.getReference(Role, (await this.grantableRole(input.roleId)).id, { wrapped: true });
    if (input.name !== undefined) key.name = input.name.trim();
    if (input.expiresAt !== undefined) key.expiresAt = input.expiresAt;
    if (input.enabled !== undefined && input.enabled !== null) key.enabled = input.enabled;
    if (input.costBucket !== undefined) key.costBucket = input.costBucket;
    if (input.costRestoreRate !== undefined) key.costRestoreRate = input.costRestoreRate;
    await this.em.flush();
    return key;
  }

  /** A new secret; the old one keeps working for `graceHours` (0: stops at once). */
  async rotate(id: number, graceHours = DEFAULT_GRACE_HOURS): Promise<ApiKey> {
    if (!Number.isInteger(graceHours) || graceHours < 0 || graceHours > MAX_GRACE_HOURS) throw fieldError('graceHours', API_KEY_MESSAGES.grace);
    const key = await this.manageable(id);
    if (key.revokedAt) throw new ForbiddenError(API_KEY_MESSAGES.revoked);
    key.previousSecretHash = graceHours > 0 ? key.secretHash : null;
    key.previousValidUntil = graceHours > 0 ? new Date(Date.now() + graceHours * 3600_000) : null;
    const secret = this.setSecret(key);
    await this.em.flush();
    key.secret = secret;
    return key;
  }

  /** Revokes at once (both secrets); the row stays for the record of what the key did. */
  async revoke(id: number): Promise<boolean> {
    const key = await this.get(id);
    key.revokedAt ??= new Date();
    key.previousSecretHash = null;
    key.previousValidUntil = null;
    await this.em.flush();
    return true;
  }

  /** The key's maker's name for the list ("made by"). */
  async makerName(key: ApiKey): Promise<string | null> {
    if (!key.createdBy) return null;
    const account = await this.ctx.loaders.byId(AdminAccount).load(key.createdBy.id);
    return account?.name ?? null;
  }

  private setSecret(key: ApiKey): string {
    const secret = newApiKeySecret();
    key.secretHash = hashApiKeySecret(secret);
    key.lastFour = secret.slice(-4);
    return secret;
  }

  /** A key whose role the acting admin may hand out (403 otherwise). */
  private async manageable(id: number): Promise<ApiKey> {
    const key = await this.get(id);
    assertMayManageRole(this.ctx, await this.em.findOneOrFail(Role, key.role.id), 'role');
    return key;
  }

  private async grantableRole(roleId: number): Promise<Role> {
    const role = await this.em.findOne(Role, { id: roleId });
    if (!role) throw fieldError('roleId', API_KEY_MESSAGES.noRole);
    assertMayManageRole(this.ctx, role, 'role');
    return role;
  }
}
