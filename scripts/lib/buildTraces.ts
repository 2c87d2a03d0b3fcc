/**
 * What the build's file traces (`.next/server/**\/*.nft.json`, what a standalone server and the
 * Docker image copy) list from the project itself. A path the tracer cannot resolve makes it
 * list the whole project: tests, docs, scripts and the local `.data` folder with its databases
 * and uploads (docs/performance.md#the-build).
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * What a running server reads: the build (.next), its packages (node_modules and package.json),
 * its sources' own files (src: the seed's images), Next's cache handler (cache-handler.mjs).
 * Not public/: the Docker image copies it whole, and nothing should find it by tracing.
 */
const SERVER_ROOTS = new Set(['.next', 'node_modules', 'package.json', 'src', 'cache-handler.mjs'])

async function traceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.nft.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Each top-level project folder or file a trace lists beyond SERVER_ROOTS, with a count. */
export async function tracedBeyondServer(projectDir: string): Promise<Map<string, number>> {
  const beyond = new Map<string, number>()
  for (const trace of await traceFiles(path.join(projectDir, '.next', 'server'))) {
    const { files } = JSON.parse(await readFile(trace, 'utf8')) as { files: string[] }
    for (const file of files) {
      const relative = path.relative(projectDir, path.resolve(path.dirname(trace), file))
      const top = relative.split(path.sep)[0]!
      if (relative.startsWith('..') || SERVER_ROOTS.has(top)) continue
      beyond.set(top, (beyond.get(top) ?? 0) + 1)
    }
  }
  return beyond
}
