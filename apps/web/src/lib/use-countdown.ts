import { useEffect, useState } from 'react';

/** Seconds left until `deadline` (epoch ms), ticking every second; 0 once passed or when there is none. */
export function useCountdown(deadline: number | null, now: () => number = Date.now): number {
  const left = () => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left() reads only deadline and now
  useEffect(() => {
    setSeconds(left());
    if (deadline === null) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);
  return seconds;
}

/** { minutes, seconds } for the `{{minutes}} min {{seconds}} s` texts of the catalogue. */
export function splitSeconds(total: number): { minutes: number; seconds: number } {
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
