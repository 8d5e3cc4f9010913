import type { AnyResource } from '../framework/resource';
import { accountResource } from './account';
import { roleResource } from './role';

/** Every admin resource with generic screens; AdminApp registers their routes from this list. */
export const RESOURCES: readonly AnyResource[] = [roleResource, accountResource];
