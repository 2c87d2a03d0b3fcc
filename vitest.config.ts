import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          // One real database shared by the files: run them one after another.
          fileParallelism: false,
          // In one module graph: each file importing Payload and the app afresh cost ~7 s, more
          // than half the suite's time (docs/testing.md#how-tests-own-their-data).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A busy test machine can keep a burst of requests waiting for a pooled connection
          // longer than production's 5 s would allow; the tests of the limits set their own.
          env: { DATABASE_CONNECT_TIMEOUT_MS: '30000' },
        },
      },
      {
        extends: true,
        test: {
          name: 'compose',
          include: ['tests/compose/**/*.test.ts'],
          // Building the images and starting the stack (docs/testing.md#the-compose-test).
          testTimeout: 15 * 60_000,
          hookTimeout: 45 * 60_000,
        },
      },
    ],
  },
})
