/**
 * Next calls `register()` once when a server starts, in the Node.js runtime and in the Edge
 * runtime alike. Everything we do at startup needs Node (sockets, the database, timers), so it
 * lives in `instrumentation.node.ts` and is imported only in Node: the Edge bundle never
 * compiles it (Next's documented pattern).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation.node')
}
