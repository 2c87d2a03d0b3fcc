const tails = new Map<string, Promise<unknown>>()

/**
 * Runs `task` after every earlier task of the same checkout in this process has finished, so a
 * double-clicked Pay is answered from the first attempt's result instead of racing it. Other
 * server processes are kept apart by the order's charge lease and Square's idempotency key.
 */
export function withCheckoutLock<T>(checkoutId: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(checkoutId) ?? Promise.resolve()
  const run = previous.then(task, task)
  const tail = run.catch(() => undefined)
  tails.set(checkoutId, tail)
  void tail.then(() => {
    if (tails.get(checkoutId) === tail) tails.delete(checkoutId)
  })
  return run
}
