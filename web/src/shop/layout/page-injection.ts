import { useEffect } from 'react';

/**
 * Puts the shop's own CSS (settings) into the page as a <style> element. Scripts are never made here:
 * the server writes the shop's header and footer scripts into the page with the response's CSP nonce
 * (server/shop-page.ts). Every slot keeps what it inserted: a changed value replaces it, and leaving the
 * storefront removes it. Removal waits a tick so that React's development double mount (StrictMode)
 * finds the same value and keeps the element.
 */
export type InjectionTarget = 'head' | 'body';

interface Injected {
  value: string;
  nodes: Node[];
  removal?: ReturnType<typeof setTimeout>;
}

const slots = new Map<string, Injected>();

function styleNode(css: string): Node[] {
  if (!css.trim()) return [];
  const style = document.createElement('style');
  style.textContent = css;
  return [style];
}

function removeNodes(nodes: readonly Node[]): void {
  for (const node of nodes) node.parentNode?.removeChild(node);
}

function inject(slot: string, value: string, target: InjectionTarget): void {
  const current = slots.get(slot);
  if (current?.removal !== undefined) {
    clearTimeout(current.removal);
    current.removal = undefined;
  }
  if (current?.value === value) return;
  if (current) removeNodes(current.nodes);
  slots.delete(slot);
  if (!value) return;
  const nodes = styleNode(value);
  const parent = target === 'head' ? document.head : document.body;
  for (const node of nodes) {
    if (node instanceof Element) node.setAttribute('data-shop-injection', slot);
    parent.appendChild(node);
  }
  slots.set(slot, { value, nodes });
}

function release(slot: string): void {
  const current = slots.get(slot);
  if (!current || current.removal !== undefined) return;
  current.removal = setTimeout(() => {
    removeNodes(current.nodes);
    slots.delete(slot);
  }, 0);
}

/** Keeps the CSS `value` in the page under the name `slot` while mounted. */
export function usePageInjection(slot: string, value: string | null | undefined, target: InjectionTarget): void {
  const text = value ?? '';
  useEffect(() => {
    inject(slot, text, target);
    return () => release(slot);
  }, [slot, text, target]);
}
