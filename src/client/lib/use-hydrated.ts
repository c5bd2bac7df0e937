import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards and in
 * client-only renders. Lets a component show what depends on runtime config (the booking
 * widget) without a hydration mismatch: prerendered pages are built before that config exists.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
