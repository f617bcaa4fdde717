/** Lets the browser run other work (input, paint) before the next step of the start: resolves in a new task. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
