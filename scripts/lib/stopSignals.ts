/*
 * Ctrl-C and SIGTERM as requests to stop, for a launcher that must stop its child before the
 * services the child uses. One Ctrl-C reaches the launcher several times within milliseconds
 * (from the terminal, then relayed by npm and tsx): those count as one press. A later one is a
 * second press, which means "stop now".
 */
import { constants } from 'node:os'

const SIGNALS = ['SIGINT', 'SIGTERM'] as const
const SAME_PRESS_MS = 500

export type StopSignal = (typeof SIGNALS)[number]
type Listener = (signal: StopSignal, press: number) => void

export class StopSignals {
  /** The signal of the first press, once there was one. */
  signal: StopSignal | undefined
  private presses = 0
  private lastPress = 0
  private readonly listeners = new Set<Listener>()
  private readonly receive = (signal: StopSignal) => {
    const now = Date.now()
    if (this.presses && now - this.lastPress < SAME_PRESS_MS) return
    this.lastPress = now
    this.presses += 1
    this.signal ??= signal
    for (const listener of this.listeners) listener(signal, this.presses)
  }

  /** From now on these signals no longer end the process: they are this object's to handle. */
  constructor() {
    for (const signal of SIGNALS) process.on(signal, this.receive)
  }

  /** Calls `listener` on every press from now on; returns the function that stops that. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

/** The exit code of a process ended by `signal`, as shells report it. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (constants.signals[signal] ?? 0)
}

/**
 * For scripts with nothing to wait for on Ctrl-C (tests, benchmark): the signal ends the process
 * through process.exit, whose 'exit' event stops the embedded database.
 */
export function exitOnStopSignals(): void {
  for (const signal of SIGNALS) process.once(signal, () => process.exit(signalExitCode(signal)))
}
