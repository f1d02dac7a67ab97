import { useEffect, useState } from 'react';

/** The clock, read again every `intervalMs`, for texts that change with time ("expires in under 1 hour"). */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
