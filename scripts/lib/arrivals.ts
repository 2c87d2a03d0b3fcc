/**
 * `task` started `perSecond` times a second for `seconds`, whatever each takes (an open loop, as
 * visitors arrive): for the benchmark and the failure drills. Resolves with every result.
 */
export async function atRate<T>(
  perSecond: number,
  seconds: number,
  task: () => Promise<T>,
): Promise<T[]> {
  const started = performance.now()
  const running: Promise<T>[] = []
  for (let i = 0; i < perSecond * seconds; i++) {
    const due = started + (i * 1000) / perSecond
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
    running.push(task())
  }
  return Promise.all(running)
}
