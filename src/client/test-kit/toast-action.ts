// Clicking a toast's action in tests. Radix lets pointer events through to the toast viewport
// only once its provider has counted the toast, in an effect after the toast first renders: on a
// busy machine a click can land in between (user-event then refuses: "pointer-events: none").
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function clickToastAction(user: UserEvent, name: string): Promise<void> {
  const button = await screen.findByRole('button', { name });
  const region = button.closest('[role="region"]');
  await waitFor(() => {
    if (region && getComputedStyle(region).pointerEvents === 'none') throw new Error('The toast viewport does not take clicks yet');
  });
  await user.click(button);
}
