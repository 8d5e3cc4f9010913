import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { menuResource } from '../../../web/src/admin/resources/menu';
import { MoveMenuDocument } from '../../../web/src/graphql/admin/graphql';
import { makeAdmin, renderResource } from '../framework/framework-test-utils';
import { treeMock, type NodeSpec } from './catalogue-test-utils';

const admin = makeAdmin({ permissionList: ['menu'] });

// Home 0, Shop 100 (Shoes 0, Bags 100), About 200: the server's orders in steps of 100.
const TREE: NodeSpec[] = [
  { id: 1, title: 'Home', order: 0 },
  {
    id: 2,
    title: 'Shop',
    order: 100,
    children: [
      { id: 4, title: 'Shoes', order: 0 },
      { id: 5, title: 'Bags', order: 100 },
    ],
  },
  { id: 3, title: 'About', order: 200 },
];

/** The titles as shown, depth first. */
const titles = () => screen.getAllByTestId('menu-item-title').map((node) => node.textContent);

/** What a browser sends for a drag of `source` dropped on `target` (HTML5 drag and drop). */
function dragAndDrop(source: HTMLElement, target: HTMLElement) {
  const dataTransfer = { setData: () => undefined, getData: () => '', effectAllowed: 'all', dropEffect: 'none' };
  fireEvent.dragStart(source, { dataTransfer });
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(source, { dataTransfer });
}

function moveMock(input: Record<string, unknown>, result: Record<string, unknown> | (() => Record<string, unknown>), delay = 0) {
  return { request: { query: MoveMenuDocument, variables: { input } }, result, delay } as never;
}

const moved = (siblings: { id: number; parentId: number | null; order: number; level: number }[]) => ({
  data: { moveMenu: siblings.map((sibling) => ({ __typename: 'Menu', ...sibling })) },
});

describe('menu tree', () => {
  it('shows the tree in order, and a drop between two items asks moveMenu for that place, showing it at once', async () => {
    const move = jest.fn(() =>
      moved([
        { id: 1, parentId: null, order: 0, level: 1 },
        { id: 3, parentId: null, order: 50, level: 1 },
        { id: 2, parentId: null, order: 100, level: 1 },
      ]),
    );
    renderResource({
      resource: menuResource,
      admin,
      path: '/admin/menu/tree',
      mocks: [treeMock(TREE), moveMock({ id: 3, parentId: null, beforeId: 2 }, move, 200), treeMock([TREE[0]!, { ...TREE[2]!, order: 50 }, TREE[1]!])],
    });
    await screen.findByTestId('menu-item-3');
    expect(titles()).toEqual(['Home', 'Shop', 'Shoes', 'Bags', 'About']);
    expect(screen.getByTestId('menu-order-3').textContent).toBe('Order 200');

    dragAndDrop(screen.getByTestId('menu-item-3'), screen.getByTestId('drop-before-2'));
    // Shown before the server answers.
    expect(titles()).toEqual(['Home', 'About', 'Shop', 'Shoes', 'Bags']);
    await waitFor(() => expect(move).toHaveBeenCalledTimes(1));
    // The server's orders once it answered (midpoint of 0 and 100).
    await waitFor(() => expect(screen.getByTestId('menu-order-3').textContent).toBe('Order 50'));
    expect(titles()).toEqual(['Home', 'About', 'Shop', 'Shoes', 'Bags']);
    expect(screen.queryByTestId('message-dialog')).toBeNull();
  });

  it('re-parents an item dropped on another item, and swaps two items dropped on the swap mark', async () => {
    const into = jest.fn(() => moved([{ id: 4, parentId: 3, order: 0, level: 2 }]));
    const swap = jest.fn(() => moved([{ id: 5, parentId: null, order: 0, level: 1 }]));
    const afterInto: NodeSpec[] = [
      TREE[0]!,
      { ...TREE[1]!, children: [TREE[1]!.children![1]!] },
      { ...TREE[2]!, children: [{ id: 4, title: 'Shoes', order: 0 }] },
    ];
    renderResource({
      resource: menuResource,
      admin,
      path: '/admin/menu/tree',
      mocks: [
        treeMock(TREE),
        moveMock({ id: 4, parentId: 3 }, into),
        treeMock(afterInto),
        moveMock({ id: 5, swapWithId: 1 }, swap),
        treeMock([{ id: 5, title: 'Bags', order: 0 }, { ...TREE[1]!, children: [{ id: 1, title: 'Home', order: 100 }] }, afterInto[2]!]),
      ],
    });
    await screen.findByTestId('menu-item-4');
    dragAndDrop(screen.getByTestId('menu-item-4'), screen.getByTestId('menu-item-3'));
    expect(titles()).toEqual(['Home', 'Shop', 'Bags', 'About', 'Shoes']);
    await waitFor(() => expect(into).toHaveBeenCalledTimes(1));

    // The swap mark appears on the rows while an item is dragged.
    await waitFor(() => expect(screen.queryByTestId('drop-swap-1')).toBeNull());
    const bags = screen.getByTestId('menu-item-5');
    fireEvent.dragStart(bags, { dataTransfer: { setData: () => undefined, effectAllowed: 'all' } });
    const mark = await screen.findByTestId('drop-swap-1');
    expect(screen.queryByTestId('drop-swap-2')).toBeNull(); // Bags' own parent: no swap with an ancestor
    fireEvent.dragOver(mark, { dataTransfer: { dropEffect: 'none' } });
    fireEvent.drop(mark, { dataTransfer: {} });
    expect(titles()).toEqual(['Bags', 'Shop', 'Home', 'About', 'Shoes']);
    await waitFor(() => expect(swap).toHaveBeenCalledTimes(1));
  });

  it("says 'Update Menu Order Fail' and shows the previous order again when the server refuses a move", async () => {
    renderResource({
      resource: menuResource,
      admin,
      path: '/admin/menu/tree',
      mocks: [
        treeMock(TREE),
        moveMock(
          { id: 5, parentId: 2, beforeId: 4 },
          {
            errors: [new GraphQLError('Update Menu Order Fail', { extensions: { code: 'BAD_USER_INPUT', errors: { beforeId: 'Please check your input.' } } })],
          },
          200,
        ),
      ],
    });
    await screen.findByTestId('menu-item-5');
    dragAndDrop(screen.getByTestId('menu-item-5'), screen.getByTestId('drop-before-4'));
    expect(titles()).toEqual(['Home', 'Shop', 'Bags', 'Shoes', 'About']);
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText('Update Menu Order Fail')).toBeTruthy();
    expect(titles()).toEqual(['Home', 'Shop', 'Shoes', 'Bags', 'About']);
    await userEvent.click(within(dialog).getByTestId('message-ok'));
  });

  it('moves an item among its siblings with the arrow buttons, and ignores a drop where the item already is', async () => {
    const down = jest.fn(() => moved([{ id: 4, parentId: 2, order: 200, level: 2 }]));
    renderResource({
      resource: menuResource,
      admin,
      path: '/admin/menu/tree',
      mocks: [treeMock(TREE), moveMock({ id: 4, parentId: 2 }, down), treeMock(TREE)],
    });
    await screen.findByTestId('menu-item-4');
    // Shoes is right before Bags already: nothing to ask.
    dragAndDrop(screen.getByTestId('menu-item-4'), screen.getByTestId('drop-before-5'));
    expect(titles()).toEqual(['Home', 'Shop', 'Shoes', 'Bags', 'About']);
    expect(screen.getByRole('button', { name: 'Move Shoes up' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Move Shoes down' }));
    await waitFor(() => expect(down).toHaveBeenCalledTimes(1));
  });
});
