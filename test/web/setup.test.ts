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
