/** Waits before each new try to store a device message: about a minute in all. */
export const STORE_RETRY_DELAYS_MS = [250, 1000, 2000, 4000, 8000, 15_000, 30_000];

/** Runs `store` until it succeeds, waiting the given delays between tries; rejects with the last error. */
export async function storeWithRetries(
  store: () => Promise<void>,
  delaysMs: readonly number[],
  onRetry: (error: unknown, attempt: number) => void,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await store();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw error;
      onRetry(error, attempt + 1);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
