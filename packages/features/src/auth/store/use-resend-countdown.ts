import { resendButtonLabel, resendSecondsLeft } from "@rabota/domain/transitions";
import { useEffect, useState } from "react";
import { useResendAvailableAt } from "./auth-flow-context";

/**
 * The code step's resend countdown, re-read a few times a second: the seconds left until a
 * resend is allowed and the button's label («Отправить повторно через 0:SS», then
 * «Отправить повторно»).
 */
export function useResendCountdown(now: () => number = Date.now): { secondsLeft: number; label: string } {
  const availableAt = useResendAvailableAt();
  const [secondsLeft, setSecondsLeft] = useState(() => resendSecondsLeft(availableAt, now()));
  useEffect(() => {
    setSecondsLeft(resendSecondsLeft(availableAt, now()));
    const timer = setInterval(() => setSecondsLeft(resendSecondsLeft(availableAt, now())), 250);
    return () => clearInterval(timer);
  }, [availableAt, now]);
  return { secondsLeft, label: resendButtonLabel(secondsLeft) };
}
