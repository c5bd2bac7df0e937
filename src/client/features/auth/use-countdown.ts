// A resend cooldown shown as "Resend in 42 s" instead of the server's raw "you can only request
// this after 58 seconds". The deadline is a timestamp, so a slow tab never drifts.
import { useCallback, useEffect, useState } from 'react';

/** The auth server's wait for another email (GoTrue's default SMTP max frequency). */
export const EMAIL_RESEND_SECONDS = 60;

/** "…you can only request this after 58 seconds." → 58; null when the message names no wait. */
export function secondsToWait(message: string | undefined | null): number | null {
  const match = /after (\d+) seconds?/i.exec(message ?? '');
  return match ? Number(match[1]) : null;
}

export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) setDeadline(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + seconds * 1000);
  }, []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, start };
}
