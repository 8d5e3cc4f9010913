// jsdom's getComputedStyle (MUI's TextareaAutosize calls it on every render of a multiline field, Testing Library's
// role queries and user-event's pointer check on every element they look at) tests every rule of every
// style sheet against the element and each of its ancestors, through nwsapi, and jsdom forgets the result
// at the next change anywhere in the document. Nearly all rules are emotion's, each ending in a class of
// its own (`.css-1x2y-MuiButton-root:hover`): an element without that class cannot match, and saying so
// without asking nwsapi leaves the computed styles as they were and cut the time getComputedStyle takes by about two thirds in the product form's tests.
// A selector list, an escaped name or a rightmost part without a class still goes to nwsapi.
const requiredClassCache = new Map<string, string | null>();
/** The class the selector's rightmost compound needs (`.a .b:hover > .c::before` needs `c`), else null. */
export function requiredClass(selector: string): string | null {
  let cached = requiredClassCache.get(selector);
  if (cached !== undefined) return cached;
  cached = null;
  const text = selector.trim();
  let depth = 0;
  let quote = '';
  let start = 0;
  let simple = !text.includes('\\');
  for (let i = 0; i < text.length && simple; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === ',') simple = false;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~' || c === '\n' || c === '\t')) start = i + 1;
  }
  if (simple && depth === 0 && !quote) {
    const compound = text.slice(start);
    let level = 0;
    for (let i = 0; i < compound.length; i++) {
      const c = compound[i];
      if (c === '(' || c === '[') level++;
      else if (c === ')' || c === ']') level--;
      else if (level === 0 && c === '.') {
        const name = /^[\w-]+/.exec(compound.slice(i + 1))?.[0];
        if (name && !/^-?\d/.test(name)) cached = name;
        break;
      }
    }
  }
  requiredClassCache.set(selector, cached);
  return cached;
}
// An element's classes, read again only when its class attribute changed (classList is slow in jsdom).
const classSets = new WeakMap<Element, { attribute: string; classes: Set<string> }>();
function classesOf(element: Element) {
  const attribute = element.getAttribute('class') ?? '';
  let known = classSets.get(element);
  if (known?.attribute !== attribute) {
    known = { attribute, classes: new Set(attribute.split(/[ \t\n\f\r]+/)) };
    classSets.set(element, known);
  }
  return known.classes;
}
type Nwsapi = { match: ((selector: string, element: Element, callback?: unknown) => boolean) & { classChecked?: boolean } };

/** The matcher jsdom's getComputedStyle uses for a document (jsdom makes it at the first call). */
function styleMatcher(document: Document): Nwsapi | undefined {
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const impl = implSymbol ? (document as unknown as Record<symbol, { _nwsapiDontThrow?: Nwsapi }>)[implSymbol] : undefined;
  if (!impl) return undefined;
  document.defaultView?.getComputedStyle(document.documentElement);
  return impl._nwsapiDontThrow;
}

/** Whether getComputedStyle in this document checks the class before asking nwsapi. */
export function classCheckInstalled(document: Document) {
  return styleMatcher(document)?.match.classChecked === true;
}

/** Makes getComputedStyle in this document check the class before asking nwsapi (standards mode only). */
export function installClassCheck(document: Document) {
  const matcher = styleMatcher(document);
  if (!matcher || matcher.match.classChecked || document.compatMode !== 'CSS1Compat') return;
  const match = matcher.match.bind(matcher);
  const checked: Nwsapi['match'] = (selector, element, callback) => {
    const needed = typeof selector === 'string' ? requiredClass(selector) : null;
    if (needed !== null && !callback && !classesOf(element).has(needed)) return false;
    return match(selector, element, callback);
  };
  checked.classChecked = true;
  matcher.match = checked;
}
