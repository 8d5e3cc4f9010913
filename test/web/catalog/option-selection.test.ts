import {
  NO_SELECTION,
  allKindsChosen,
  chosenStock,
  isOptionSelectable,
  toggleOption,
  type OptionKind,
  type SelectableStock,
} from '../../../web/src/shop/product/option-selection';

// Colour (1): red 11, blue 12, green 13. Size (2): S 21, M 22, L 23.
const COLOUR = 1;
const SIZE = 2;
const RED = 11;
const BLUE = 12;
const GREEN = 13;
const S = 21;
const M = 22;
const L = 23;
const kinds: OptionKind[] = [
  { id: COLOUR, values: [{ id: RED }, { id: BLUE }, { id: GREEN }] },
  { id: SIZE, values: [{ id: S }, { id: M }, { id: L }] },
];

const stocks: SelectableStock[] = [
  { id: 101, options: [RED, S], allAvailableInventories: 5 },
  { id: 102, options: [RED, M], allAvailableInventories: 0 }, // sold out
  { id: 103, options: [BLUE, M], allAvailableInventories: 2 },
  { id: 104, options: [BLUE, L], allAvailableInventories: 7, visibled: false }, // hidden
  { id: 105, options: [GREEN, L], allAvailableInventories: 0 }, // sold out
];

describe('stock option selection (spec section 4)', () => {
  it('selects a value and deselects it on a second click', () => {
    const once = toggleOption(stocks, NO_SELECTION, COLOUR, RED);
    expect(once).toEqual({ [COLOUR]: RED });
    const twice = toggleOption(stocks, once, COLOUR, RED);
    expect(twice).toEqual({});
  });

  it('replaces the choice of a kind when another value of the same kind is clicked', () => {
    const red = toggleOption(stocks, NO_SELECTION, COLOUR, RED);
    expect(toggleOption(stocks, red, COLOUR, BLUE)).toEqual({ [COLOUR]: BLUE });
  });

  it('makes a value selectable only if a sellable stock has it together with the other choices', () => {
    // Nothing chosen yet: any value some sellable stock carries.
    expect(isOptionSelectable(stocks, NO_SELECTION, COLOUR, RED)).toBe(true);
    expect(isOptionSelectable(stocks, NO_SELECTION, COLOUR, BLUE)).toBe(true);
    expect(isOptionSelectable(stocks, NO_SELECTION, SIZE, S)).toBe(true);
    expect(isOptionSelectable(stocks, NO_SELECTION, SIZE, M)).toBe(true);

    // Red chosen: red-S is sellable, red-M is sold out, there is no red-L.
    const red = { [COLOUR]: RED };
    expect(isOptionSelectable(stocks, red, SIZE, S)).toBe(true);
    expect(isOptionSelectable(stocks, red, SIZE, M)).toBe(false);
    expect(isOptionSelectable(stocks, red, SIZE, L)).toBe(false);
    // The kind's own choice does not restrict its other values (they replace it).
    expect(isOptionSelectable(stocks, red, COLOUR, BLUE)).toBe(true);

    // Size M chosen: only blue-M is sellable.
    const medium = { [SIZE]: M };
    expect(isOptionSelectable(stocks, medium, COLOUR, RED)).toBe(false);
    expect(isOptionSelectable(stocks, medium, COLOUR, BLUE)).toBe(true);
  });

  it('refuses an unselectable value: the selection stays as it was', () => {
    const red = { [COLOUR]: RED };
    expect(toggleOption(stocks, red, SIZE, M)).toBe(red);
  });

  it('ignores invisible stocks and stocks without available inventories', () => {
    // Green exists only as a sold-out stock; large only as a hidden (blue) and a sold-out (green) stock.
    expect(isOptionSelectable(stocks, NO_SELECTION, COLOUR, GREEN)).toBe(false);
    expect(isOptionSelectable(stocks, NO_SELECTION, SIZE, L)).toBe(false);
    expect(isOptionSelectable(stocks, { [COLOUR]: BLUE }, SIZE, L)).toBe(false);
    // A hidden stock is never the chosen one either.
    expect(chosenStock(stocks, kinds, { [COLOUR]: BLUE, [SIZE]: L })).toBeUndefined();
  });

  it('chooses the matching stock once every kind is chosen, and none before', () => {
    let selection = toggleOption(stocks, NO_SELECTION, COLOUR, BLUE);
    expect(allKindsChosen(kinds, selection)).toBe(false);
    expect(chosenStock(stocks, kinds, selection)).toBeUndefined();

    selection = toggleOption(stocks, selection, SIZE, M);
    expect(allKindsChosen(kinds, selection)).toBe(true);
    expect(chosenStock(stocks, kinds, selection)?.id).toBe(103);

    // Deselecting a kind gives the choice back.
    selection = toggleOption(stocks, selection, SIZE, M);
    expect(chosenStock(stocks, kinds, selection)).toBeUndefined();
  });

  it('prefers a sellable stock when two stocks carry the same values', () => {
    const twins: SelectableStock[] = [
      { id: 1, options: [RED, S], allAvailableInventories: 0 },
      { id: 2, options: [RED, S], allAvailableInventories: 3 },
    ];
    expect(chosenStock(twins, kinds, { [COLOUR]: RED, [SIZE]: S })?.id).toBe(2);
  });

  it('chooses the stock at once for a product without option kinds', () => {
    const single: SelectableStock[] = [{ id: 9, options: [], allAvailableInventories: 4 }];
    expect(chosenStock(single, [], NO_SELECTION)?.id).toBe(9);
  });
});
