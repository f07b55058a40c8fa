import { useEffect, useState } from 'react';

/** The current moment, renewed every `intervalMs` (a minute by default), for "5 minutes ago" that keeps true. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
