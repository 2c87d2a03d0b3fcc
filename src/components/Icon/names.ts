/** Icon names staff can pick in blocks; `Icon` maps each to its drawing. */
export const iconNames = [
  'id-card',
  'building',
  'file-badge',
  'landmark',
  'shield',
  'calculator',
  'palette',
  'globe',
  'contact',
  'stamp',
  'shirt',
  'clock',
  'headphones',
  'badge-check',
  'lock',
  'rocket',
  'mouse-pointer',
  'clipboard',
  'sofa',
  'star',
] as const

export type IconName = (typeof iconNames)[number]

export const iconOptions = iconNames.map((name) => ({ label: name, value: name }))
