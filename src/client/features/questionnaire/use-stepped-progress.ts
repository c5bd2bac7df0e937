import { useEffect, useState } from 'react';

/**
 * The waiting screens' progress (spec 4, "Fake progress"): a step counter that advances every
 * `intervalMs` while `running`. The screen maps the step to a value and a message. Resetting
 * `runKey` starts over (after "Try again").
 */
export function useSteppedProgress(opts: { intervalMs: number; running: boolean; runKey?: number }): number {
  const { intervalMs, running, runKey = 0 } = opts;
  const [state, setState] = useState({ step: 0, runKey });
  // A new run starts from step 0 (derived during render, so no effect has to reset it).
  if (state.runKey !== runKey) setState({ step: 0, runKey });
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setState((s) => ({ ...s, step: s.step + 1 })), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running, runKey]);
  return state.runKey === runKey ? state.step : 0;
}
