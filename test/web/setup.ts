import { configure } from '@testing-library/react';
import { installClassCheck } from './style-match';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';

// jsdom lacks a few browser APIs that MUI and the app use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder: NodeTextEncoder, TextDecoder: NodeTextDecoder });
}

// jsdom's selector engine (nwsapi) parses and compiles a `:has()` selector anew each time it tests an
// element against it, and getComputedStyle tests every rule against the element and each of its
// ancestors (MUI's multiline TextField calls it on every render, Testing Library's role queries and
// user-event's pointer check on every element they look at). MUI's Select brings six such rules, and
// with them a keystroke in a large form took 2.5 times as long. They only set custom properties (the
// caret's place), which nothing in jsdom reads (it resolves no var()), so they are left out of the
// style sheets here; a `:has()` rule that sets a real property still goes in. jsdom's CSSStyleSheet class
// is one for the whole worker process, so each file puts the original back when it ends (else the next
// file would wrap this file's wrapper, and keep this file's window alive through it).
const CUSTOM_PROPERTIES_ONLY_HAS_RULE = /^[^{]*:has\([^{]*\{(?:\s*--[\w-]+\s*:[^;{}]*;?)+\s*\}$/;
const insertRule = CSSStyleSheet.prototype.insertRule;
CSSStyleSheet.prototype.insertRule = function insertRuleJsdomCanMatch(this: CSSStyleSheet, rule: string, index?: number) {
  if (CUSTOM_PROPERTIES_ONLY_HAS_RULE.test(rule)) return index ?? 0;
  return insertRule.call(this, rule, index);
};
afterAll(() => {
  CSSStyleSheet.prototype.insertRule = insertRule;
});

// getComputedStyle tests every style rule against the element and its ancestors through nwsapi; an
// element without the class a rule needs is told "no" before that (test/web/style-match.ts).
installClassCheck(document);

// The whole suite runs in band on two cores beside the server tests: lazily loaded chunks (the rich
// text editor) can take longer than Testing Library's default 1 s to appear. A test passes no shorter
// timeout of its own (a lazy page's 3 s failed on a loaded machine); waiting ends as soon as it holds.
configure({ asyncUtilTimeout: 5000 });
