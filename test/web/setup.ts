import { configure } from '@testing-library/react';
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

// The whole suite runs in band on two cores beside the server tests: lazily loaded chunks (the rich
// text editor) can take longer than Testing Library's default 1 s to appear.
configure({ asyncUtilTimeout: 5000 });
