/**
 * `npm run build` (Next's compile, then its prerender, docs/performance.md#the-build), timed,
 * with the peak memory of its whole process tree (Next builds in worker processes): every
 * process in its group is sampled twice a second.
 */
import { execFile, spawn } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { promisify } from 'node:util'

const ps = promisify(execFile)

/**
 * Memory of every process in the group, in MB: the sum of their proportional set sizes (PSS),
 * so pages the workers share are counted once, not once per process as RSS would.
 */
async function groupMemoryMB(group: number): Promise<number> {
  const { stdout } = await ps('ps', ['-eo', 'pid=,pgid='])
  let kbytes = 0
  for (const line of stdout.split('\n')) {
    const [pid, pgid] = line.trim().split(/\s+/).map(Number)
    if (pgid !== group) continue
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '')
    kbytes += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0)
  }
  return kbytes / 1024
}

/** A cold build: no `.next` of an earlier one, its compiler cache included. */
export async function measureBuild(): Promise<{ seconds: number; peakMemoryMB: number }> {
  await rm('.next', { recursive: true, force: true })
  // No DATABASE_URL, as in an image build.
  const { DATABASE_URL: _omit, ...env } = process.env
  const started = performance.now()
  const build = spawn('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
  })
  let peak = 0
  const sampler = setInterval(() => {
    groupMemoryMB(build.pid!).then(
      (mb) => (peak = Math.max(peak, mb)),
      () => undefined,
    )
  }, 500)
  const code = await new Promise<number>((resolve) =>
    build.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))),
  )
  clearInterval(sampler)
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`)
  return {
    seconds: Math.round((performance.now() - started) / 1000),
    peakMemoryMB: Math.round(peak),
  }
}
