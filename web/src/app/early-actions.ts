/**
 * Nothing a shopper does on a server-rendered page before React has taken it over is lost (issue 42).
 *
 * The first screen is painted from the server's HTML well before the page's JavaScript has run (on a
 * slow phone, seconds). In that window:
 * - Text typed into a field stays in the field, but React 19 does not tell the component: at hydration
 *   it leaves the field's value alone and takes it as the value it already knew, so the state keeps the
 *   server's value, a submit sends that, and the next render puts it back into the field. (React's own
 *   replay of such changes, `enableHydrationChangeEvent`, facebook/react#33129, is in its experimental
 *   builds only.) `takeOverEarlyActions` tells React of every field whose value differs from the one it
 *   rendered, as an `input` event would.
 * - A tap on a button, a switch or a select does nothing (no handler yet), and Enter in a form without an
 *   address of its own would send it to the page's own URL, the password in the query. `holdEarlyActions`, an
 *   inline script run before anything else (server/shop-page.ts writes it with the response's CSP
 *   nonce), holds such clicks and submits in the capture phase, and `takeOverEarlyActions` replays them
 *   in order once React can handle them (as Google's JSAction event replay does).
 * - What works without JavaScript is left to the browser: links, and forms with an address of their
 *   own (the header's search box is a GET form on /search).
 *
 * Once `hydrateRoot` has been called React itself handles a click on a part it has not hydrated yet:
 * it hydrates that part at once and then dispatches the click (its selective hydration). It does the
 * same for a typed character or a ticked box, but then again takes the new value as known and calls
 * no onChange: `takeOverEarlyActions` keeps listening for those (`watchLaterParts`).
 */

/** What the inline script leaves for the app: `release()` stops holding and answers what it held, oldest first. */
interface HeldActions {
  release(): (HTMLElement | HTMLFormElement)[];
}

declare global {
  interface Window {
    __shopHeldActions?: HeldActions;
  }
}

/**
 * The inline script's body (see above), sent as its own source text (web/src/entry-server.tsx's
 * `earlyActionsScript`), so it refers to nothing outside itself.
 */
export function holdEarlyActions(): void {
  // The controls a click acts on (the nearest one to what was clicked); a link among them is left to the
  // browser. A combobox that is no text field is a select's box (MUI's), which opens its list.
  const CONTROLS =
    'a[href],button,input[type="submit"],input[type="image"],input[type="checkbox"],input[type="radio"],[role="button"],[role="switch"],[role="checkbox"],[role="radio"],[role="tab"],[role="menuitem"],[role="option"],[role="combobox"]:not(input)';
  const held: (HTMLElement | HTMLFormElement)[] = [];
  // A form that says where it goes (not formik's `#`) is sent by the browser as it is.
  const sentByBrowser = (form: HTMLFormElement | null) => Boolean(form && /^[^#]/.test(form.getAttribute('action') ?? ''));
  const hold = (event: Event) => {
    const root = document.getElementById('root');
    const target = event.target;
    if (!root || !(target instanceof Element) || !root.contains(target)) return;
    let action: HTMLElement | HTMLFormElement | null;
    if (event.type === 'submit') action = target instanceof HTMLFormElement && !sentByBrowser(target) ? target : null;
    else {
      const control = target.closest<HTMLElement>(CONTROLS);
      const form = control && 'form' in control ? (control.form as HTMLFormElement | null) : null;
      action = control && !control.matches('a[href]') && !sentByBrowser(form) ? control : null;
    }
    if (!action) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(action);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  window.__shopHeldActions = {
    release() {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      return held.splice(0);
    },
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Inputs whose value is not text the shopper types (a box is ticked by a click, held like a button's). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image']);

function typedField(element: EventTarget | null): element is Field {
  return element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !NOT_TYPED.has(element.type));
}

function checkable(element: EventTarget | null): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

/**
 * Whether React has hydrated this field: it then watches the field's value (or checkedness) through a
 * setter on the element itself, which it defines when it takes the element over.
 */
function knownToReact(field: HTMLInputElement | HTMLTextAreaElement, property: 'value' | 'checked' = 'value'): boolean {
  return Object.prototype.hasOwnProperty.call(field, property);
}

/**
 * Hydrates the part of the page `element` is in, now, if React has not yet: React hydrates a part at once
 * on a discrete event in it, and a `change` event on a field changes nothing (React's onChange of a text
 * field or a box needs its value to differ from the one it knows, which hydrating sets to the current one).
 */
function hydrateNow(element: HTMLInputElement | HTMLTextAreaElement, property: 'value' | 'checked'): boolean {
  if (!knownToReact(element, property)) element.dispatchEvent(new Event('change', { bubbles: true }));
  return knownToReact(element, property);
}

/** Sets an element's property through its prototype's setter, which React does not watch (React's is on the element). */
function setUnseen(element: HTMLInputElement | HTMLTextAreaElement, property: 'value' | 'checked', value: string | boolean): void {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(element, value);
}

/**
 * Tells React that `field` holds `typed`, text it has not seen: React's own setter takes the value it
 * rendered (the field's default), the prototype's setter puts the text in without React noticing, and
 * an `input` event makes React compare the two and call the component's onChange with the text.
 */
function tellReact(field: Field, typed: string): void {
  if (typed === field.defaultValue || !hydrateNow(field, 'value')) return;
  field.value = field.defaultValue;
  setUnseen(field, 'value', typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A held click or submit, done again now that React handles it. */
function replay(action: HTMLElement | HTMLFormElement): void {
  if (!action.isConnected) return;
  if (action instanceof HTMLFormElement) {
    // React hydrates a part at once on a `change` (on a form it means nothing), not on a `submit`.
    action.dispatchEvent(new Event('change', { bubbles: true }));
    action.requestSubmit();
  } else if (action.matches('[role="combobox"]')) {
    // MUI's select opens its list on the press of the main button, not on the click after it.
    action.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
  } else {
    // A box React has not hydrated would take the click's new state as known (see hydrateNow).
    if (checkable(action)) hydrateNow(action, 'checked');
    action.click();
  }
}

/**
 * After the take-over, a part React has not hydrated yet (it hydrates them a little after the page's
 * root, at low priority) may still be typed into or ticked. React hydrates it on that event and takes
 * the new value as known, calling no onChange. So, for fields in `container` (the capture phase on the
 * document comes before React's listeners on the root):
 * - a box is hydrated first, then told it held its former state (React's setter), its new one put back
 *   (the prototype's): React's own listeners then see the change in the click itself;
 * - a text is told to React right after React's listeners have had the event (a listener on the root added
 *   after theirs, in the bubble phase), before anything renders the field again.
 * A field React never renders (inside a page's rich text) stays unknown to it and is left alone.
 */
function watchLaterParts(container: HTMLElement): void {
  const unknownWhenTyped = new WeakSet<Field>();
  document.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      if (typedField(target) && container.contains(target) && !knownToReact(target)) unknownWhenTyped.add(target);
    },
    true,
  );
  container.addEventListener('input', (event) => {
    const target = event.target;
    if (typedField(target) && unknownWhenTyped.delete(target)) tellReact(target, target.value);
  });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!checkable(target) || !container.contains(target) || knownToReact(target, 'checked')) return;
      const ticked = target.checked;
      if (!hydrateNow(target, 'checked')) return;
      target.checked = !ticked;
      setUnseen(target, 'checked', ticked);
    },
    true,
  );
}

/**
 * Called right after `hydrateRoot` (web/src/app/start.tsx), or after `createRoot` when the server's HTML was
 * its plain summary: stops holding, tells React of typed text, replays what was held, and keeps
 * watching for the parts hydrated later (watchLaterParts). Each step is a discrete event React answers
 * synchronously (hydrating what it needs first), so the typed values are in the state before a held
 * submit runs. Nothing to do on a page the script is not on (the back office, a page built by the browser).
 */
export function takeOverEarlyActions(container: HTMLElement): void {
  const heldActions = window.__shopHeldActions;
  if (!heldActions) return;
  delete window.__shopHeldActions;
  const held = heldActions.release();
  // Every typed text first: telling React of one re-renders its form, which puts the state's value back
  // into the others (an empty field until they are told too).
  const typed = [...container.querySelectorAll('input, textarea')].filter(typedField).map((field) => [field, field.value] as const);
  for (const [field, text] of typed) tellReact(field, text);
  for (const action of held) replay(action);
  watchLaterParts(container);
}
