/** How the filing-time step writes an expected filing day (the dates: src/order/filingSpeed.ts). */

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
})

export const formatDay = (date: Date): string => dayFormat.format(date)
