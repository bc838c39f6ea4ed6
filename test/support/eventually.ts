/**
 * Asks `read` again (every 50 ms) until `done` holds for what it answered, and returns that answer; throws with
 * the last answer when it does not hold within `timeout`. For waiting on a real condition (a mail logged as
 * sent, a retry counted), never for a fixed time.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeout = 15_000): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`Not so after ${timeout} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
