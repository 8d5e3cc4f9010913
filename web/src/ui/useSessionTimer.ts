import { useEffect, useRef, useState } from 'react';
import { startSessionTimer, type SessionTimerOptions } from './session-timer';

export type SessionTimerEffects = Omit<SessionTimerOptions, 'now'>;

/**
 * Runs the session timer (session-timer.ts) while the component is mounted and `enabled`. The effects
 * may change on every render (they are read through a ref), so the timer is not restarted by a render.
 * Returns whether the session was found expired, to show 'Login expired / Please log in again' until the
 * redirect. Also re-checks when the page becomes visible again, as timers lag while a computer sleeps.
 */
export function useSessionTimer(effects: SessionTimerEffects, enabled = true): { expired: boolean } {
  const [expired, setExpired] = useState(false);
  const latest = useRef(effects);
  latest.current = effects;

  useEffect(() => {
    if (!enabled) return undefined;
    const timer = startSessionTimer({
      getExpiredAt: () => latest.current.getExpiredAt(),
      refresh: () => latest.current.refresh(),
      onExpired: () => {
        setExpired(true);
        latest.current.onExpired();
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

  return { expired };
}
