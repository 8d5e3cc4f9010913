import { isResource, type AnyResource } from '../framework/resource';

/**
 * Every admin resource with generic screens, found in the resource folders (issue 43): whatever a
 * folder's index.ts exports that defineResource made (blog and broadcast export several), so a new
 * folder is all a new resource needs. AdminApp registers their routes from this list and the sidebar
 * (layout/menu-items.ts) takes their `menu` items. Vite expands the glob when it builds; in jest,
 * test/support/glob-transformer.mjs does the same.
 */
const folders: Record<string, unknown> = import.meta.glob('./*/index.ts', { eager: true });

function discovered(): AnyResource[] {
  const found = new Set(Object.values(folders).flatMap((exports) => Object.values(exports as Record<string, unknown>).filter(isResource)));
  // By name: an order of their own, not of folders and export names (the routes do not depend on it:
  // React Router ranks them by their paths, and no two share one).
  const resources = [...found].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const twice = resources.find((resource, index) => index > 0 && resources[index - 1]!.name === resource.name);
  if (twice) throw new Error(`Two admin resources are named '${twice.name}': their routes would collide`);
  return resources;
}

export const RESOURCES: readonly AnyResource[] = discovered();
