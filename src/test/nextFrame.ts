/** Resolves after the next animation frame and the task after it: what that frame laid out is in place. */
export const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
