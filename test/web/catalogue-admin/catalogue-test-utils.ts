import { MenuTreeDocument, ShopLanguagesDocument } from '../../../web/src/graphql/admin/graphql';

/** A list answer mock for `{ options: { page: 1, perPage: 10 } }` (the list screen's first request). */
export function listMock(query: unknown, field: string, typename: string, items: Record<string, unknown>[]) {
  return {
    request: { query: query as never, variables: { options: { page: 1, perPage: 10 } } },
    result: {
      data: {
        [field]: {
          __typename: `${typename}List`,
          items: items.map((item) => ({ __typename: typename, ...item })),
          totalItems: items.length,
          totalExact: true,
          page: 1,
          perPage: 10,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const shopLanguagesMock = {
  request: { query: ShopLanguagesDocument },
  result: { data: { publicConfig: { __typename: 'PublicConfig', mainLanguage: 'en_us', supportedLanguages: ['en_us', 'zh_hk'] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export interface NodeSpec {
  id: number;
  title: string;
  order: number;
  children?: NodeSpec[];
}

/** A menuTree answer node (every field of MenuTreeItem, children to the query's depth). */
export function treeNode(spec: NodeSpec, parentId: number | null = null, level = 1): Record<string, unknown> {
  return {
    __typename: 'MenuNode',
    id: spec.id,
    parentId,
    title: spec.title,
    type: 'category',
    url: spec.title.toLowerCase(),
    order: spec.order,
    level,
    enabled: true,
    displayInMobile: true,
    displayInDesktop: true,
    children: (spec.children ?? []).map((child) => treeNode(child, spec.id, level + 1)),
  };
}

/** Strips `children` at the query's depth so the mock answers exactly what the document asks. */
function trim(node: Record<string, unknown>, depth: number): Record<string, unknown> {
  const { children, ...rest } = node;
  if (depth >= 6) return rest;
  return { ...rest, children: (children as Record<string, unknown>[]).map((child) => trim(child, depth + 1)) };
}

export function treeMock(specs: NodeSpec[], options: { maxUsageCount?: number } = {}) {
  return {
    request: { query: MenuTreeDocument, variables: {} },
    result: { data: { menuTree: specs.map((spec) => trim(treeNode(spec), 1)) } },
    maxUsageCount: options.maxUsageCount ?? 1,
  };
}
