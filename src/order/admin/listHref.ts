import type { Where } from 'payload'

/** `where` as the admin list reads it from its address: where[and][0][status][equals]=paid… */
function params(value: unknown, key: string): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, at) => params(item, `${key}[${at}]`))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => params(item, `${key}[${name}]`))
  return [[key, String(value)]]
}

/** The admin list of `collection` filtered by exactly `where`. */
export const listHref = (where: Where, collection = 'orders') =>
  `/admin/collections/${collection}?${new URLSearchParams(params(where, 'where')).toString()}`

export const orderHref = (id: number) => `/admin/collections/orders/${id}`
