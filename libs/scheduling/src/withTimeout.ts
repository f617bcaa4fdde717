/**
 * Settles as `promise` does, or rejects with `timeoutError()` when it has not settled after `ms`
 * milliseconds. The timer is cleared as soon as the promise settles; the promise itself is not
 * cancelled (its late answer is ignored).
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
