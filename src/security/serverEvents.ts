import { Server } from 'node:http'

type Tap = (server: Server, args: unknown[]) => void

const TAPS = Symbol.for('formation.serverEventTaps')
type Tapped = typeof Server.prototype & { [TAPS]?: Map<string, Tap[]> }

/**
 * Runs `tap` before the listeners of `event` on every HTTP server of this process. Next creates
 * its server before our code runs (instrumentation) and never hands it to us, so the one way in
 * is its prototype's `emit`, wrapped once however many taps there are.
 */
export function tapEveryServer(event: 'request' | 'connection', tap: Tap): void {
  const proto = Server.prototype as Tapped
  if (!proto[TAPS]) {
    const taps = new Map<string, Tap[]>()
    proto[TAPS] = taps
    const emit = proto.emit
    proto.emit = function (this: Server, name: string | symbol, ...args: unknown[]) {
      for (const each of taps.get(name as string) ?? []) each(this, args)
      return emit.apply(this, [name, ...args] as Parameters<typeof emit>)
    } as typeof emit
  }
  proto[TAPS].set(event, [...(proto[TAPS].get(event) ?? []), tap])
}
