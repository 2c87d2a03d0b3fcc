import { getImageProps } from 'next/image'

import { Icon } from '@/components/Icon'
import { SectionHeading } from '@/components/SectionHeading'
import type { MapBlock } from '@/payload-types'
import { getSiteGlobals } from '@/content/globals'
import { onSitePath } from '@/utilities/serverUrl'

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
  const { props: picture } = getImageProps(
    uploaded
      ? {
          src: onSitePath(uploaded.url!),
          alt: description,
          width: uploaded.width ?? 1200,
          height: uploaded.height ?? 640,
          sizes: '(max-width: 1200px) 100vw, 1160px',
          className: styles.map,
        }
      : { src: drawnMap, alt: description, className: styles.map, unoptimized: true },
  )
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <figure className={`card-surface card-raised ${styles.figure}`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a plain img: no image script (Media.tsx) */}
        <img {...picture} alt={description} />
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
