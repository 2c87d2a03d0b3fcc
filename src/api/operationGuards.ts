import type { Plugin } from 'payload'

import { requireDocument } from './requireDocument'
import { capVisitorReads } from './visitorQueryCaps'

/**
 * The API's input rules that hold for every collection and global, those of plugins included
 * (so it is the last plugin): a write brings a document, a visitor's read is capped.
 */
export const operationGuards: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        requireDocument,
        capVisitorReads,
        ...(collection.hooks?.beforeOperation ?? []),
      ],
    },
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    hooks: {
      ...global.hooks,
      beforeOperation: [requireDocument, ...(global.hooks?.beforeOperation ?? [])],
    },
  })),
})
