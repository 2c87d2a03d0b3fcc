'use client'

import { Icon } from '@/components/Icon'
import { type ReactNode, useRef, useState } from 'react'

import type { videoEmbed } from '@/utilities/videoEmbed'
import styles from './styles.module.css'

type Props = {
  embed: NonNullable<ReturnType<typeof videoEmbed>>
  /** What the video shows; names the button and the player. */
  title: string
  /** The trigger's face: a thumbnail (the play mark is drawn over it), or none for a round button with a label. */
  children?: ReactNode
  /** The round button's visible label, e.g. "Watch the tour". */
  label?: string
  className?: string
}

/**
 * A play button that opens the video in a modal dialog. The player (a host's iframe or the
 * browser's own) exists only while the dialog is open, so the page loads no player code and
 * the video stops when it closes. The native dialog keeps focus inside, closes on Escape, and
 * focus returns to the button.
 */
export function VideoModal({ embed, title, children, label, className }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  const show = () => {
    setOpen(true)
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        className={`${children ? styles.thumbnail : styles.round} ${className ?? ''}`}
        onClick={show}
      >
        {children}
        <span className={styles.play} aria-hidden="true">
          <Icon name="play" size={28} className={styles.playIcon} />
        </span>
        {label ? (
          <span className={styles.label}>
            {label}
            <span className="visually-hidden">: {title}</span>
          </span>
        ) : (
          <span className="visually-hidden">Play video: {title}</span>
        )}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={title}
        onClose={() => {
          setOpen(false)
          trigger.current?.focus()
        }}
        // A click on the dialog itself (not its content) is a click on the dimmed backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
      >
        <div className={styles.frame}>
          <button type="button" className={styles.close} onClick={close} autoFocus>
            <Icon name="x" size={24} />
            <span className="visually-hidden">Close video</span>
          </button>
          {open &&
            (embed.kind === 'frame' ? (
              <iframe
                src={embed.src}
                title={title}
                allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                className={styles.player}
              />
            ) : (
              <video src={embed.src} controls autoPlay className={styles.player}>
                <track kind="captions" />
              </video>
            ))}
        </div>
      </dialog>
    </>
  )
}
