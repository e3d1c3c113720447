import { useEffect, useState } from "react";

/** Milliseconds left until `target` (epoch ms), ticking every second; never below 0. */
export function useCountdown(target: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return target === undefined ? undefined : Math.max(0, target - now);
}
