import { TestShop, unique, type GraphQLAnswer } from '../support/shop.js';
import { staffToken } from '../support/staff.js';

export const MENU_FIELDS =
  'id parentId parentName title shortDescription metaTitle metaDescription displayTitle type url order level enabled openInCurrentTab displayInMobile displayInDesktop image imagePath updatedAt';

export interface MenuRow {
  id: number;
  parentId: number | null;
  title: string;
  order: number;
  level: number;
  url: string;
  [key: string]: unknown;
}

/**
 * What the menu test files share: the worker's shop, the seeded admin's token, a staff member without
 * the menu permission (`outsider`) and the calls they make. Its beforeAll/afterAll belong to the file
 * (or describe) that calls it; the fields are set once beforeAll has run.
 */
export function menuFixture() {
  const fixture = {
    shop: undefined as unknown as TestShop,
    token: '',
    outsider: '',
    gql,
    create,
    get,
    children,
    move,
  };

  function gql(query: string, variables: Record<string, unknown> = {}, as: string | undefined = fixture.token): Promise<GraphQLAnswer> {
    return fixture.shop.gql(query, variables, as);
  }

  function move(input: Record<string, unknown>): Promise<GraphQLAnswer> {
    return gql('mutation($input: MoveMenuInput!) { moveMenu(input: $input) { id order parentId level } }', { input });
  }

  async function create(input: Record<string, unknown>, language?: string): Promise<MenuRow> {
    const answer = await gql(`mutation($input: MenuInput!, $language: String) { createMenu(input: $input, language: $language) { ${MENU_FIELDS} } }`, {
      input: { type: 'category', title: unique('Menu '), url: unique('m-'), ...input },
      language,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createMenu;
  }

  async function get(id: number, language?: string): Promise<MenuRow> {
    const answer = await gql(`query($id: Int!, $language: String) { menu(id: $id, language: $language) { ${MENU_FIELDS} } }`, { id, language });
    expect(answer.errors).toBeUndefined();
    return answer.data!.menu;
  }

  /** The children of a menu item as the tree answers them (three levels deep). */
  async function children(parentId: number): Promise<{ id: number; order: number; level: number }[]> {
    const answer = await gql('{ menuTree { id order level children { id order level children { id order level children { id order level } } } } }');
    expect(answer.errors).toBeUndefined();
    type Node = { id: number; order: number; level: number; children?: Node[] };
    const find = (nodes: Node[]): Node | undefined => {
      for (const node of nodes) {
        if (node.id === parentId) return node;
        const inner = find(node.children ?? []);
        if (inner) return inner;
      }
      return undefined;
    };
    return (find(answer.data!.menuTree)?.children ?? []).map(({ id, order, level }) => ({ id, order, level }));
  }

  beforeAll(async () => {
    fixture.shop = await TestShop.start();
    fixture.token = await fixture.shop.adminToken();
    fixture.outsider = await staffToken(fixture.shop, fixture.token, ['brand']);
  });
  afterAll(async () => {
    await fixture.shop.close();
  });
  return fixture;
}
