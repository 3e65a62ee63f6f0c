import { screen, waitFor, within } from '@testing-library/react';

/**
 * A tap that lands once the element takes taps. A dialog's content has `pointer-events: none`
 * until its layer is set up, an effect after it opens (and a dialog opening over one that is
 * closing waits for that one to go): on a loaded machine a test finds the dialog before then.
 * user-event refuses such a tap before dispatching anything, so waiting for it never taps twice.
 */
export function tapWhenReady(user: { click: (element: Element) => Promise<void> }, element: Element) {
  return waitFor(() => user.click(element));
}

/** Taps the open dialog's button `name` once the dialog takes taps (tapWhenReady). */
export async function tapInDialog(user: { click: (element: Element) => Promise<void> }, name: string) {
  const dialog = await screen.findByRole('dialog');
  return tapWhenReady(user, within(dialog).getByRole('button', { name }));
}
