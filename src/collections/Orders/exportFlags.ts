/**
 * Never in a CSV export, whoever asks: secrets, and the responsible party's identity. The
 * import-export plugin (payload.config.ts) reads this mark on a field.
 */
export const notExported = { 'plugin-import-export': { disabled: true } }
