import { waitFor } from '@testing-library/react';
import { act, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// The Node build: jsdom lacks the MessageChannel the browser build of react-dom/server needs.
import { renderToString } from 'react-dom/server.node';
import { holdEarlyActions, takeOverEarlyActions } from '../../../web/src/app/early-actions';

/**
 * web/src/app/early-actions.ts with React's own hydration: a form rendered to HTML as the server does
 * (its fields inside Suspense boundaries, which React hydrates after the root), the holding script, and
 * what a shopper does before and just after hydrateRoot. The browser journey before-hydration covers
 * the real page; this one the part of a boundary React hydrates after the take-over, which a real page
 * gives too briefly to aim at.
 */

interface Sent {
  text: string;
  ticked: boolean;
}

function Form({ onSend }: { onSend: (sent: Sent) => void }) {
  const [text, setText] = useState('');
  const [ticked, setTicked] = useState(false);
  return (
    <form
      action="#"
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ text, ticked });
      }}
    >
      {/* Two boundaries: React hydrates each on its own, so each field's case is its own. */}
      <Suspense fallback={null}>
        <input aria-label="text" value={text} onChange={(event) => setText(event.target.value)} />
      </Suspense>
      <Suspense fallback={null}>
        <input type="checkbox" aria-label="tick" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
      </Suspense>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;

/** The server's HTML of the form in #root, and the holding script run as the page's head runs it. */
function serverPage(): void {
  document.body.innerHTML = `<div id="root">${renderToString(<Form onSend={() => undefined} />)}</div>`;
  container = document.getElementById('root')!;
  holdEarlyActions();
}

const field = () => container.querySelector<HTMLInputElement>('input[aria-label="text"]')!;
const box = () => container.querySelector<HTMLInputElement>('input[aria-label="tick"]')!;
const send = () => container.querySelector<HTMLButtonElement>('button')!;

/** Types as a browser does: the value changes (not through React's setter on the element), then an `input` event. */
function type(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function hydrate(onSend: (sent: Sent) => void): void {
  act(() => {
    root = hydrateRoot(container, <Form onSend={onSend} />);
    takeOverEarlyActions(container);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

it('text typed, a box ticked and the form sent before hydration reach React, in order', async () => {
  serverPage();
  type(field(), 'linen');
  box().click();
  send().click();
  // Held: the box is not ticked yet (it is ticked by the replayed click), nothing was sent.
  expect(box().checked).toBe(false);
  const sent: Sent[] = [];
  hydrate((value) => sent.push(value));
  await act(async () => undefined);
  expect(sent).toEqual([{ text: 'linen', ticked: true }]);
  expect([field().value, box().checked]).toEqual(['linen', true]);
});

it('text typed and a box ticked in a part React has not hydrated yet, after the take-over, reach React', async () => {
  serverPage();
  const sent: Sent[] = [];
  // Outside act(), which would hydrate everything before the next line: React hydrates as in a browser,
  // so the fields are still the server's when they are typed into and ticked (React hydrates them then).
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    root = hydrateRoot(container, <Form onSend={(value) => sent.push(value)} />);
    takeOverEarlyActions(container);
    expect([Object.prototype.hasOwnProperty.call(field(), 'value'), Object.prototype.hasOwnProperty.call(box(), 'checked')]).toEqual([false, false]);
    box().click();
    type(field(), 'silk');
    send().click();
    await waitFor(() => expect(sent).toEqual([{ text: 'silk', ticked: true }]));
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});
