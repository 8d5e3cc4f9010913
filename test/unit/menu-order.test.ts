import { appendOrder, dropOrder, sortSiblings } from '../../server/modules/menu/menu-order.js';

// The ordering arithmetic of spec section 4, without a database.
describe('menu ordering arithmetic', () => {
  const s = (...orders: number[]) => orders.map((order, i) => ({ id: i + 1, order }));

  it('a new item goes last: previous + 100; the first of a level gets 0', () => {
    expect(appendOrder([])).toBe(0);
    expect(appendOrder(s(0))).toBe(100);
    expect(appendOrder(s(0, 100, 200))).toBe(300);
    // the largest order, whatever the list order
    expect(appendOrder(s(300, 0, 150))).toBe(400);
  });

  it('dropping between two neighbours takes the midpoint', () => {
    expect(dropOrder(s(0, 100, 200), 1)).toEqual({ order: 50, shifted: [] });
    expect(dropOrder(s(0, 100, 200), 2)).toEqual({ order: 150, shifted: [] });
    expect(dropOrder(s(0, 50, 100), 2)).toEqual({ order: 75, shifted: [] });
    // rounded down
    expect(dropOrder(s(0, 3), 1)).toEqual({ order: 1, shifted: [] });
    expect(dropOrder(s(10, 12), 1)).toEqual({ order: 11, shifted: [] });
  });

  it('dropping after the last is last + 100; into an empty level is 0', () => {
    expect(dropOrder(s(0, 100), 2)).toEqual({ order: 200, shifted: [] });
    expect(dropOrder(s(0, 100), 99)).toEqual({ order: 200, shifted: [] });
    expect(dropOrder([], 0)).toEqual({ order: 0, shifted: [] });
  });

  it('dropping before the first takes the midpoint between 0 and the first', () => {
    expect(dropOrder(s(100, 200), 0)).toEqual({ order: 50, shifted: [] });
    expect(dropOrder(s(1, 200), 0)).toEqual({ order: 0, shifted: [] });
  });

  it('when there is no gap, the following siblings are renumbered +200, then the midpoint is taken', () => {
    // neighbours 100 and 101: 101 and everything after it move by 200
    expect(dropOrder(s(0, 100, 101, 300), 2)).toEqual({
      order: 200,
      shifted: [
        { id: 3, order: 301 },
        { id: 4, order: 500 },
      ],
    });
    // equal orders are no gap either
    expect(dropOrder(s(100, 100), 1)).toEqual({ order: 200, shifted: [{ id: 2, order: 300 }] });
    // before a first item at 0: every sibling moves
    expect(dropOrder(s(0, 100), 0)).toEqual({
      order: 100,
      shifted: [
        { id: 1, order: 200 },
        { id: 2, order: 300 },
      ],
    });
  });

  it('the result keeps the display order: the item lands exactly where it was dropped', () => {
    const cases: [number[], number][] = [
      [[0, 100, 101, 102], 1],
      [[0, 100, 101, 102], 2],
      [[0, 100, 101, 102], 3],
      [[0, 0, 0], 0],
      [[0, 0, 0], 2],
      [[5], 0],
      [[0, 1, 2, 3], 2],
    ];
    for (const [orders, index] of cases) {
      const siblings = s(...orders);
      const { order, shifted } = dropOrder(siblings, index);
      const moved = new Map(shifted.map((x) => [x.id, x.order]));
      const after = sortSiblings([...siblings.map((x) => ({ id: x.id, order: moved.get(x.id) ?? x.order })), { id: 999, order }]);
      // ties sort by id; the dropped item (id 999) must still come right after the item before it
      const position = after.findIndex((x) => x.id === 999);
      const expectedBefore = index === 0 ? undefined : sortSiblings(siblings)[index - 1].id;
      expect(position === 0 ? undefined : after[position - 1].id).toBe(expectedBefore);
      if (index < siblings.length) expect(after[position + 1].id).toBe(sortSiblings(siblings)[index].id);
    }
  });
});
