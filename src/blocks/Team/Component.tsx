import { Icon } from '@/components/Icon'

import { CMSLink } from '@/components/CMSLink'
import { Media } from '@/components/Media'
import { SectionHeading } from '@/components/SectionHeading'
import { teamMembers } from '@/content/teamMembers'
import type { TeamBlock, TeamMember } from '@/payload-types'

import styles from './styles.module.css'

/** Who a card shows: a team member, or a person typed in the block. */
type Person = Pick<TeamMember, 'name' | 'role' | 'photo' | 'bio'> & {
  id: number | string
  profileUrl?: string | null
}

const profileLabel = (url: string) => (/linkedin\.com/i.test(url) ? 'LinkedIn' : 'Profile')

export async function TeamView({
  eyebrow,
  title,
  intro,
  source,
  members,
  people: typed,
  limit,
  enableLink,
  link,
}: TeamBlock) {
  const people: Person[] =
    source === 'typed'
      ? (typed ?? []).slice(0, limit ?? undefined).map((person, i) => ({
          ...person,
          id: person.id ?? String(i),
        }))
      : source === 'picked'
        ? (members ?? [])
            .filter((m): m is TeamMember => typeof m === 'object')
            .slice(0, limit ?? undefined)
        : await teamMembers(limit)
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ul className={`card-list ${styles.grid}`} aria-label={title ?? 'Team'}>
        {people.map((person) => (
          <li key={person.id} className={`card-surface ${styles.card}`}>
            {person.photo && typeof person.photo === 'object' ? (
              <Media
                resource={person.photo}
                sizes="(max-width: 640px) 50vw, 280px"
                className={styles.photo}
              />
            ) : (
              <span className={styles.initials} aria-hidden="true">
                {person.name.slice(0, 1)}
              </span>
            )}
            <h3 className={styles.name}>{person.name}</h3>
            <p className={styles.role}>{person.role}</p>
            {person.bio && <p className={styles.bio}>{person.bio}</p>}
            {person.profileUrl && (
              <a
                href={person.profileUrl}
                className={styles.profile}
                target="_blank"
                rel="noopener noreferrer"
              >
                {profileLabel(person.profileUrl)}
                <span className="visually-hidden"> of {person.name} (opens in a new tab)</span>
                <Icon name="external-link" size={14} />
              </a>
            )}
          </li>
        ))}
      </ul>
      {enableLink && link && (
        <div className={styles.more}>
          <CMSLink {...link} appearance={link.appearance ?? 'primary'} />
        </div>
      )}
    </>
  )
}
