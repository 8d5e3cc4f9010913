import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/**
 * Counts the requests in flight (GraphQL through the Apollo link below, and anything else wrapped in
 * `trackRequest`) so that one indicator can show while any is running. The indicator hides 100 ms after
 * the last request ends (spec section 7), so a burst of requests does not make it flicker.
 */
export const LOADING_HIDE_DELAY_MS = 100;

type Listener = () => void;

let inFlight = 0;
let visible = false;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function setVisible(next: boolean): void {
  if (visible === next) return;
  visible = next;
  for (const listener of listeners) listener();
}

export function requestStarted(): void {
  inFlight += 1;
  if (hideTimer !== undefined) {
    clearTimeout(hideTimer);
    hideTimer = undefined;
  }
  setVisible(true);
}

export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight > 0) return;
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    hideTimer = undefined;
    if (inFlight === 0) setVisible(false);
  }, LOADING_HIDE_DELAY_MS);
}

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isLoadingVisible(): boolean {
  return visible;
}

/** Wraps any promise-returning call (e.g. a REST download) so it counts as a request in flight. */
export async function trackRequest<T>(work: () => Promise<T>): Promise<T> {
  requestStarted();
  try {
    return await work();
  } finally {
    requestEnded();
  }
}

/** Apollo link that counts each operation from the moment it is sent until it completes, fails or is cancelled. */
export function createLoadingLink(): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let ended = false;
        const end = () => {
          if (!ended) {
            ended = true;
            requestEnded();
          }
        };
        requestStarted();
        const subscription = forward(operation).subscribe({
          next: (result) => observer.next(result),
          error: (error: unknown) => {
            end();
            observer.error(error);
          },
          complete: () => {
            end();
            observer.complete();
          },
        });
        return () => {
          end();
          subscription.unsubscribe();
        };
      }),
  );
}
