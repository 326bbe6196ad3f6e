import { useEffect, useState } from "react";
import { formatCountdown } from "../lib/labels";

/**
 * Time left until the gateway's deadline (the device clock corrected by the server's), ticking
 * each second; calls `onExpired` once when it runs out. The gateway enforces the deadline, so
 * this only shows it.
 */
export function TestTimer({
  deadline,
  clockOffsetMs,
  onExpired,
}: {
  deadline: string;
  clockOffsetMs: number;
  onExpired: () => void;
}) {
  const [ms, setMs] = useState(() => Date.parse(deadline) - (Date.now() + clockOffsetMs));
  useEffect(() => {
    let fired = false;
    const tick = () => {
      const next = Date.parse(deadline) - (Date.now() + clockOffsetMs);
      setMs(next);
      if (next <= 0 && !fired) {
        fired = true;
        onExpired();
      }
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [deadline, clockOffsetMs, onExpired]);
  return (
    <p className="rb-test-session__timer" role="timer" data-low={ms < 60_000 ? "" : undefined}>
      Осталось {formatCountdown(ms)}
    </p>
  );
}
