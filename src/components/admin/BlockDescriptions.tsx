'use client'
import { useEffect } from 'react'

import styles from './BlockDescriptions.module.css'

const CARD = '.blocks-drawer__block .thumbnail-card'

/** Writes the card's description, its thumbnail's alt text, on a line under the block's name. */
function describe(card: Element) {
  const description = card.querySelector('img')?.getAttribute('alt') ?? ''
  let line = card.querySelector(`.${styles.description}`)
  if (!line) {
    line = document.createElement('span')
    line.className = styles.description
    // Screen readers already read it as the image's alt text.
    line.setAttribute('aria-hidden', 'true')
    card.append(line)
  }
  if (line.textContent !== description) line.textContent = description
}

/**
 * Payload's block picker shows a block's thumbnail and name but has no place for a description,
 * so this shows each block's (given as the thumbnail's alt text in src/blocks/blockAdmin.ts)
 * under its name while the picker is open. The picker reuses its cards as a search filters them,
 * so every change to it is described again.
 */
export function BlockDescriptions() {
  useEffect(() => {
    const describeAll = () => document.querySelectorAll(CARD).forEach(describe)
    const observer = new MutationObserver(describeAll)
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['alt'],
    })
    describeAll()
    return () => observer.disconnect()
  }, [])
  return null
}
