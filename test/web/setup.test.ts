import { classCheckInstalled, requiredClass } from './style-match';
// test/web/setup.ts leaves MUI's custom-property-only `:has()` rules out of jsdom's style sheets (they made
// every getComputedStyle slow); any other rule, `:has()` or not, must still go in.
function ruleTexts(sheet: CSSStyleSheet) {
  return Array.from(sheet.cssRules).map((rule) => rule.cssText);
}

describe('style rules in the component tests', () => {
  it('leaves out a :has() rule that only sets custom properties, keeps every other rule', () => {
    const style = document.createElement('style');
    document.head.append(style);
    const sheet = style.sheet!;
    sheet.insertRule('.MuiInputBase-root:has(> .css-1 ~ .MuiInputAdornment-root){--_endAdornment:28px;}', 0);
    sheet.insertRule('.MuiInputBase-root:has(> .css-1){--_caret:24px; --_endAdornment: 0px}', 0);
    sheet.insertRule('.panel:has(> .closed){display:none;}', 0);
    sheet.insertRule('.panel:has(> .open){--_gap:4px;visibility:hidden;}', 0);
    sheet.insertRule('.css-2{--_caret:24px;}', 0);
    const kept = ruleTexts(sheet).join('\n');
    expect(kept).not.toContain('--_endAdornment');
    expect(kept).toContain('display: none');
    expect(kept).toContain('visibility: hidden');
    expect(kept).toContain('.css-2');
    expect(sheet.cssRules).toHaveLength(3);
    style.remove();
  });
});

// test/web/setup.ts answers "no match" without nwsapi for an element that lacks the class a rule's
// rightmost part needs; what getComputedStyle returns must not change.
describe('getComputedStyle with the class check before nwsapi', () => {
  it('finds the class each selector needs, and none where it cannot tell', () => {
    expect(requiredClass('.css-1x2y-MuiButton-root')).toBe('css-1x2y-MuiButton-root');
    expect(requiredClass('.a .b:hover > .c::before')).toBe('c');
    expect(requiredClass('label[data-shrink=false]+.MuiInputBase-formControl .css-9 ::placeholder')).toBeNull();
    expect(requiredClass('.a>*:nth-of-type(1)')).toBeNull();
    expect(requiredClass('.a:not(.b)')).toBe('a');
    expect(requiredClass('div:not(.b)')).toBeNull();
    expect(requiredClass('[title="x .y"]')).toBeNull();
    expect(requiredClass('.a, .b')).toBeNull();
    expect(requiredClass('.a\\:b')).toBeNull();
  });

  it('computes the same styles: rules with and without the class, descendants, a changed class', () => {
    expect(classCheckInstalled(document)).toBe(true);
    const style = document.createElement('style');
    style.textContent = [
      '.box { visibility: hidden; }',
      '.outer .box.shown { visibility: visible; }',
      '.tint { color: rgb(1, 2, 3); }',
      'p > span { display: block; }',
      '.x, .none { pointer-events: none; }',
    ].join('\n');
    document.head.append(style);
    const outer = document.createElement('div');
    outer.className = 'outer';
    outer.innerHTML = '<p class="tint"><span class="box">a</span><span class="x">b</span></p>';
    document.body.append(outer);
    const [box, x] = Array.from(outer.querySelectorAll('span'));
    expect(getComputedStyle(box).visibility).toBe('hidden');
    expect(getComputedStyle(box).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(box).display).toBe('block');
    expect(getComputedStyle(x).pointerEvents).toBe('none');
    expect(getComputedStyle(x).visibility).toBe('visible');
    box.classList.add('shown');
    expect(getComputedStyle(box).visibility).toBe('visible');
    outer.className = '';
    expect(getComputedStyle(box).visibility).toBe('hidden');
    outer.remove();
    style.remove();
  });
});
