import { CMSLink } from './CMSLink'

type Button = { id?: string | null; label: string; url: string; appearance?: 'primary' | 'outline' | null }

export function Buttons({ links, className = 'buttons' }: { links?: Button[] | null; className?: string }) {
  if (!links?.length) return null
  return (
    <div className={className}>
      {links.map((link, i) => (
        <CMSLink key={link.id ?? i} href={link.url} className={link.appearance === 'outline' ? 'btn btn--outline' : 'btn btn--primary'}>
          {link.label}
        </CMSLink>
      ))}
    </div>
  )
}
