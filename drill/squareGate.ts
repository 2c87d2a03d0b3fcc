/**
 * What stands between the app and the Square stand-in in the drills: a TCP relay that can make
 * Square unreachable (nothing listens: connections are refused) or frozen (connections are taken
 * and nothing is passed on, either way), as a network or an outage at Square would.
 */
import net from 'node:net'

export type GateMode = 'open' | 'refused' | 'frozen'

export type SquareGate = {
  url: string
  set(mode: GateMode): Promise<void>
  close(): Promise<void>
}

type Pair = { client: net.Socket; upstream?: net.Socket }

export async function startSquareGate(target: { port: number }): Promise<SquareGate> {
  let mode: GateMode = 'open'
  const pairs = new Set<Pair>()
  let port = 0

  const relay = (pair: Pair) => {
    pair.upstream ??= net.connect(target.port, '127.0.0.1')
    pair.client.pipe(pair.upstream).pipe(pair.client)
    pair.upstream.on('error', () => pair.client.destroy())
  }
  const hold = (pair: Pair) => {
    pair.client.unpipe()
    pair.upstream?.unpipe()
    pair.client.pause()
    pair.upstream?.pause()
  }

  const server = net.createServer((client) => {
    const pair: Pair = { client }
    pairs.add(pair)
    client.on('error', () => pair.upstream?.destroy())
    client.on('close', () => {
      pair.upstream?.destroy()
      pairs.delete(pair)
    })
    if (mode === 'open') relay(pair)
    else hold(pair)
  })
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        port = (server.address() as net.AddressInfo).port
        resolve()
      })
    })
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()))
  await listen()

  return {
    url: `http://127.0.0.1:${port}`,
    async set(next) {
      if (next === mode) return
      if (next === 'refused') {
        // Open connections end too: the next request must find nothing listening.
        for (const pair of pairs) pair.client.destroy()
        await stopListening()
      } else if (mode === 'refused') await listen()
      if (next === 'frozen') for (const pair of pairs) hold(pair)
      if (next === 'open')
        for (const pair of pairs) {
          pair.client.resume()
          pair.upstream?.resume()
          relay(pair)
        }
      mode = next
    },
    async close() {
      for (const pair of pairs) pair.client.destroy()
      await stopListening()
    },
  }
}
