/** Row ids are PostgreSQL `serial`s: whole numbers from 1 to 2^31 - 1. */
export const MAX_ROW_ID = 2_147_483_647

/** Whether text could be a row's id: checked before a query, which would fail on 2^31. */
export const isPossibleRowId = (id: string): boolean =>
  /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= MAX_ROW_ID

/** The row id a relationship field holds, whether read as an id or as the related row; null for none. */
export const relationId = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null && 'id' in value
      ? Number((value as { id: unknown }).id)
      : null
