import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, useParams } from 'react-router-dom';
import { SearchBox } from '../../../web/src/shop/layout/SearchBox';
import { searchKeyword } from '../../../web/src/ui/validation/rules';
import { ShopTestProviders, messages } from './shop-test-utils';

function SearchResultProbe() {
  const { keyword } = useParams();
  return <div data-testid="searched">{keyword}</div>;
}

function renderSearchBox() {
  render(
    <ShopTestProviders path="/" routes={<Route path="/search/:keyword" element={<SearchResultProbe />} />}>
      <SearchBox />
    </ShopTestProviders>,
  );
  return screen.getByRole('searchbox', { name: messages['shop.search.label'] });
}

async function search(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form')!);
}

describe('search keyword rule (spec section 5)', () => {
  it('is required and allows letters, digits, Chinese characters, underscore and hyphen only', () => {
    const rule = searchKeyword();
    expect(rule.isValidSync('green-tea_2')).toBe(true);
    expect(rule.isValidSync('綠茶')).toBe(true);
    expect(rule.isValidSync('  oolong  ')).toBe(true); // trimmed first
    expect(() => rule.validateSync('')).toThrow('This field is required.');
    expect(() => rule.validateSync('   ')).toThrow('This field is required.');
    // Issue 20: spaces separate words ('tote bag' searches both); the rest of the rule stays.
    expect(rule.isValidSync('green tea')).toBe(true);
    expect(() => rule.validateSync('green, tea')).toThrow('Please check your input.');
    expect(() => rule.validateSync('tea!')).toThrow('Please check your input.');
    expect(() => rule.validateSync('<script>')).toThrow('Please check your input.');
  });
});

describe('header search box', () => {
  it('shows the rule messages on the field and does not navigate', async () => {
    const input = renderSearchBox();
    await search(input, '');
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await search(input, 'green tea!');
    expect(await screen.findByText('Please check your input.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it("is a plain GET form on /search as well, so a search sent before the page's JavaScript has run still finds", () => {
    const input = renderSearchBox();
    const form = input.closest('form')!;
    expect([form.getAttribute('action'), form.getAttribute('method'), input.getAttribute('name')]).toEqual(['/search', 'get', 'keyword']);
  });

  it('goes to /search/{keyword} with a valid keyword', async () => {
    const input = renderSearchBox();
    await search(input, ' 綠茶_green-1 ');
    await waitFor(() => expect(screen.getByTestId('searched').textContent).toBe('綠茶_green-1'));
    expect(screen.getByTestId('location').textContent).toBe(`/search/${encodeURIComponent('綠茶_green-1')}`);
  });
});
