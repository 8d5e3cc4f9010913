import { useEffect } from 'react';

/**
 * Puts the shop's own HTML (settings: header/footer scripts) and CSS into the page. Scripts only run
 * when they are created as real <script> elements (innerHTML leaves them inert), so each one is
 * re-created. Every slot keeps what it inserted: a changed value replaces it, and leaving the storefront
 * removes it. Removal waits a tick so that React's development double mount (StrictMode) finds the same
 * value and does not run the shop's scripts twice.
 */
export type InjectionTarget = 'head' | 'body';

interface Injected {
  value: string;
  nodes: Node[];
  removal?: ReturnType<typeof setTimeout>;
}

const slots = new Map<string, Injected>();

/** A copy of a parsed (inert) script that the browser will run. */
function liveScript(parsed: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const attribute of Array.from(parsed.attributes)) script.setAttribute(attribute.name, attribute.value);
  script.text = parsed.text;
  return script;
}

/** The nodes of an HTML snippet, scripts made live. Text without markup is taken as script code. */
export function htmlToLiveNodes(html: string): Node[] {
  const source = html.trim();
  if (!source) return [];
  if (!source.startsWith('<')) {
    const script = document.createElement('script');
    script.text = source;
    return [script];
  }
  const template = document.createElement('template');
  template.innerHTML = source;
  const nodes: Node[] = [];
  for (const node of Array.from(template.content.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) continue;
    if (node instanceof HTMLScriptElement) {
      nodes.push(liveScript(node));
      continue;
    }
    const copy = document.importNode(node, true);
    if (copy instanceof Element) {
      for (const nested of Array.from(copy.querySelectorAll('script'))) nested.replaceWith(liveScript(nested));
    }
    nodes.push(copy);
  }
  return nodes;
}

function styleNode(css: string): Node[] {
  if (!css.trim()) return [];
  const style = document.createElement('style');
  style.textContent = css;
  return [style];
}

function removeNodes(nodes: readonly Node[]): void {
  for (const node of nodes) node.parentNode?.removeChild(node);
}

function inject(slot: string, value: string, target: InjectionTarget, kind: 'html' | 'css'): void {
  const current = slots.get(slot);
  if (current?.removal !== undefined) {
    clearTimeout(current.removal);
    current.removal = undefined;
  }
  if (current?.value === value) return;
  if (current) removeNodes(current.nodes);
  slots.delete(slot);
  if (!value) return;
  const nodes = kind === 'css' ? styleNode(value) : htmlToLiveNodes(value);
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

/** Keeps `value` (HTML, or CSS with kind 'css') in the page under the name `slot` while mounted. */
export function usePageInjection(slot: string, value: string | null | undefined, target: InjectionTarget, kind: 'html' | 'css' = 'html'): void {
  const text = value ?? '';
  useEffect(() => {
    inject(slot, text, target, kind);
    return () => release(slot);
  }, [slot, text, target, kind]);
}
