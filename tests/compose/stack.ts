/**
 * One compose project of the operators' files, driven as an operator would with Debian's
 * `docker-compose` (tests/compose/operators.test.ts). Its name is the test's own
 * (`formationcomposetest`), never an operator's; two compose tests on one daemon would share it.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')

export type Run = { code: number; stdout: string; stderr: string }

/** Runs a command in the checkout; never throws for its exit status (the caller checks it). */
export function runCommand(
  command: string,
  args: string[],
  {
    env = process.env,
    timeoutMs = 10 * 60_000,
  }: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<Run> {
  return new Promise((done) => {
    execFile(
      command,
      args,
      { cwd: ROOT, env, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        done({ code, stdout: String(stdout), stderr: String(stderr) })
      },
    )
  })
}

export type Stack = {
  project: string
  files: string[]
  env: NodeJS.ProcessEnv
}

export const compose = (stack: Stack, args: string[], timeoutMs?: number) =>
  runCommand(
    'docker-compose',
    [...stack.files.flatMap((file) => ['-f', file]), '--project-name', stack.project, ...args],
    { env: stack.env, timeoutMs },
  )

/** Like compose, but a non-zero exit fails with what compose said. */
export async function composeOk(stack: Stack, args: string[], timeoutMs?: number) {
  const result = await compose(stack, args, timeoutMs)
  if (result.code !== 0)
    throw new Error(
      `docker-compose ${args.join(' ')} exited with ${result.code}:\n${tail(result.stderr || result.stdout)}`,
    )
  return result
}

export const tail = (text: string, lines = 40) => text.trim().split('\n').slice(-lines).join('\n')

const BASE_IMAGES = ['debian:bookworm-slim', 'node:22-bookworm-slim', 'postgres:15', 'redis:7']

/**
 * The base images the Dockerfiles and compose files name: pulled where a registry answers, else
 * made here by deploy/local-images/build.sh (docs/operations.md#images-made-here).
 */
export async function ensureBaseImages(): Promise<'present' | 'pulled' | 'made here'> {
  const missing: string[] = []
  for (const image of BASE_IMAGES)
    if ((await runCommand('docker', ['image', 'inspect', image])).code !== 0) missing.push(image)
  if (!missing.length) return 'present'
  const pulled = await runCommand('docker', ['pull', missing[0]!], { timeoutMs: 120_000 })
  if (pulled.code === 0) {
    for (const image of missing.slice(1)) {
      const next = await runCommand('docker', ['pull', image], { timeoutMs: 300_000 })
      if (next.code !== 0) throw new Error(`docker pull ${image}: ${tail(next.stderr)}`)
    }
    return 'pulled'
  }
  // A machine whose egress re-signs TLS trusts its CA through NODE_EXTRA_CA_CERTS: the images'
  // npm must too.
  const ca = process.env.NODE_EXTRA_CA_CERTS
  const made = await runCommand('bash', ['deploy/local-images/build.sh'], {
    env: { ...process.env, ...(ca && existsSync(ca) ? { EXTRA_CA: ca } : {}) },
    timeoutMs: 20 * 60_000,
  })
  if (made.code !== 0)
    throw new Error(`deploy/local-images/build.sh failed:\n${tail(made.stderr || made.stdout)}`)
  return 'made here'
}

/** Size of an image in MB, as `docker images` reports it. */
export async function imageMegabytes(image: string): Promise<number> {
  const { stdout } = await runCommand('docker', [
    'image',
    'inspect',
    '--format',
    '{{.Size}}',
    image,
  ])
  return Math.round(Number(stdout.trim()) / 1e6)
}

/** The addresses of a service's containers on the project's network, reachable from this host. */
export async function containerAddresses(stack: Stack, service: string): Promise<string[]> {
  const { stdout } = await composeOk(stack, ['ps', '-q', service])
  const addresses: string[] = []
  for (const id of stdout.trim().split('\n').filter(Boolean)) {
    const inspected = await runCommand('docker', [
      'inspect',
      '--format',
      '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
      id,
    ])
    addresses.push(inspected.stdout.trim())
  }
  return addresses
}

/** Polls until `check` gives a truthy value, or fails naming what was awaited. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs: number,
  intervalMs = 1_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await check()
      if (value) return value
    } catch (error) {
      last = error
    }
    await new Promise((wake) => setTimeout(wake, intervalMs))
  }
  throw new Error(
    `Timed out after ${timeoutMs / 1000} s waiting for ${what}${last ? `: ${last}` : ''}`,
  )
}
