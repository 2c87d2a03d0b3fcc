/**
 * The app's image as operators build it (`Dockerfile`, target `runner`): a cold build's time, with
 * no layer of an earlier build reused (`--no-cache`; the base image is kept), and the image's size.
 * Needs a Docker daemon; without one the part is reported skipped, and a failed build as failed.
 */
import { execFile, spawn } from 'node:child_process'
import { promisify } from 'node:util'

import { dockerDaemonAnswers } from '../scripts/lib/composeTest'

const exec = promisify(execFile)
const TAG = 'formation-bench-app:latest'

export type ImageFigure =
  { seconds: number; sizeMB: number } | { skipped: string } | { failed: string }

export async function benchImage(): Promise<ImageFigure> {
  if (!dockerDaemonAnswers()) return { skipped: 'no Docker daemon answers' }
  const started = performance.now()
  const code = await new Promise<number>((resolve) => {
    const build = spawn('docker', ['build', '--no-cache', '--target', 'runner', '-t', TAG, '.'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    build.on('error', () => resolve(127))
    build.on('exit', (exit) => resolve(exit ?? 1))
  })
  if (code !== 0) return { failed: `docker build exited with ${code}` }
  const seconds = Math.round((performance.now() - started) / 1000)
  const { stdout } = await exec('docker', ['image', 'inspect', '--format', '{{.Size}}', TAG])
  return { seconds, sizeMB: Math.round(Number(stdout.trim()) / 1e6) }
}
