import { Icon } from '@/components/Icon'
import { Media } from '@/components/Media'
import { SectionHeading } from '@/components/SectionHeading'
import type { MapBlock } from '@/payload-types'
import { getSiteGlobals } from '@/content/globals'

import drawnMap from './map-wilmington.svg'
import styles from './styles.module.css'

/** The spot on openstreetmap.org, at street level. */
export const openStreetMapUrl = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`

export async function MapView({
  eyebrow,
  title,
  intro,
  image,
  alt,
  caption,
  latitude,
  longitude,
}: MapBlock) {
  const { footer } = await getSiteGlobals()
  const address = caption || footer?.contact?.address
  const uploaded = image && typeof image === 'object' && image.url ? image : null
  const description = alt || uploaded?.alt || 'Map of the streets around our office.'
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <figure className={`card-surface card-raised ${styles.figure}`}>
        {uploaded ? (
          <Media
            resource={uploaded}
            alt={description}
            sizes="(max-width: 1200px) 100vw, 1160px"
            className={styles.map}
          />
        ) : (
          // The drawn map is a vector file of the build: nothing for the optimiser to do.
          // eslint-disable-next-line @next/next/no-img-element -- no image script (Media.tsx)
          <img
            src={drawnMap.src}
            width={drawnMap.width}
            height={drawnMap.height}
            alt={description}
            className={styles.map}
            loading="lazy"
            decoding="async"
          />
        )}
        <figcaption className={styles.caption}>
          {address && (
            <span className={styles.address}>
              <Icon name="map-pin" size={20} />
              {address}
            </span>
          )}
          <a
            className={styles.osm}
            href={openStreetMapUrl(latitude, longitude)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in OpenStreetMap
            <Icon name="external-link" size={16} />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </figcaption>
      </figure>
    </>
  )
}
