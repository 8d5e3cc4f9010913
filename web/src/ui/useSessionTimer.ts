import { useCallback, useEffect, useRef, useState } from 'react';
import { startSessionTimer, type SessionTimerOptions } from './session-timer';

/** The longest the redirect waits for the message to be on screen. */
const MESSAGE_WAIT_MS = 3000;

export type SessionTimerEffects = Omit<SessionTimerOptions, 'now'>;

/**
 * Runs the session timer (session-timer.ts) while the component is mounted and `enabled`. The effects
 * may change on every render (they are read through a ref), so the timer is not restarted by a render.
 * Returns whether the session was found expired, to show 'Login expired / Please log in again' until the
 * redirect, and `onMessageShown` for that message to call once it is on screen: the 1-second redirect
 * counts from then (MESSAGE_WAIT_MS at most), not from the state change a slow render may trail.
 * Also re-checks when the page becomes visible again, as timers lag while a computer sleeps.
 */
export function useSessionTimer(effects: SessionTimerEffects, enabled = true): { expired: boolean; onMessageShown: () => void } {
  const [expired, setExpired] = useState(false);
  const latest = useRef(effects);
  latest.current = effects;
  const messageShown = useRef<() => void>(undefined);
  const onMessageShown = useCallback(() => messageShown.current?.(), []);

  useEffect(() => {
    if (!enabled) return undefined;
    const timer = startSessionTimer({
      getExpiredAt: () => latest.current.getExpiredAt(),
      refresh: () => latest.current.refresh(),
      onExpired: () => {
        const shown = new Promise<void>((resolve) => {
          messageShown.current = resolve;
          // A message that never mounts (its screen replaced meanwhile) must not hold the redirect.
          setTimeout(resolve, MESSAGE_WAIT_MS);
        });
        setExpired(true);
        latest.current.onExpired();
        return shown;
      },
      onExpiredRedirect: () => latest.current.onExpiredRedirect(),
      onRefreshFailed: (error) => latest.current.onRefreshFailed(error),
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') timer.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      timer.stop();
    };
  }, [enabled]);

  return { expired, onMessageShown };
}
