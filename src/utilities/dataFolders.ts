import path from 'node:path'

type Env = Record<string, string | undefined>

/**
 * Where the app keeps what it writes, all under one folder so that one setting moves it and
 * one backup finds it (docs/operations.md): DATA_DIR, else `.data` in the working directory.
 * Each folder can still be placed on its own (the Docker image mounts them as volumes).
 */
export const dataRoot = (env: Env = process.env): string =>
  // A folder chosen at run time, never part of the build: the ignore comments keep Next's file
  // tracer from listing the whole project for every route, which a standalone build then copies
  // (docs/performance.md#the-build).
  path.resolve(/* turbopackIgnore: true */ env.DATA_DIR || '.data')

export type DataFolders = {
  /** The media library (public images). */
  media: string
  /** Files sent with forms (résumés): staff only. */
  submissionFiles: string
  /** Formation documents attached to orders: staff only. */
  orderDocuments: string
  /** Mail written to files when no SMTP server is set. */
  mail: string
}

export function dataFolders(env: Env = process.env): DataFolders {
  const under = (setting: string | undefined, name: string) =>
    path.resolve(
      /* turbopackIgnore: true */ setting ||
        path.join(/* turbopackIgnore: true */ dataRoot(env), name),
    )
  return {
    media: under(env.MEDIA_DIR, 'media'),
    submissionFiles: under(env.SUBMISSION_FILES_DIR, 'submission-files'),
    orderDocuments: under(env.ORDER_DOCUMENTS_DIR, 'order-documents'),
    mail: under(env.MAIL_DIR, 'mail'),
  }
}
