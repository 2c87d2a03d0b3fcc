/**
 * A local S3-compatible server (s3rver, from the npm registry) with one empty bucket, for the
 * tests of uploads in S3 (S3_BUCKET): `env` is what the app needs to use it, `objects()` lists
 * what the bucket holds, and `stop()` ends it and removes its files.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

export type LocalS3 = {
  env: Record<string, string>
  /** Keys of the bucket's objects. */
  objects: () => Promise<string[]>
  stop: () => Promise<void>
}

const BUCKET = 'formation-media'
// s3rver's own fixed keys: they sign requests, they protect nothing.
const KEY = 'S3RVER'

export async function startS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    },
    objects: async () =>
      (await readdir(path.join(directory, BUCKET), { recursive: true }))
        .filter((file) => file.endsWith('._S3rver_object'))
        .map((file) => file.replace(/\._S3rver_object$/, '')),
    stop: async () => {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
