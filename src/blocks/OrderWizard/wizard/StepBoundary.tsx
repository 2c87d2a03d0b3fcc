'use client'

import { Component, type ReactNode } from 'react'

import { buttonClass } from '@/components/Button'

import styles from './wizard.module.css'

/**
 * A step whose code could not load (offline, or a deploy replaced it): said in its place, with a
 * reload that continues the order where it was, since every step is saved as it is filled
 * (./draft.ts).
 */
export class StepBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className={styles.stepProblem} role="alert">
        <p>
          This step could not load. Please check your connection and reload: what you entered is
          kept.
        </p>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </div>
    )
  }
}

/** Shown the moment a step's code is still on its way (it is usually fetched well before). */
export function StepLoading() {
  return (
    <p className={styles.stepProblem} role="status">
      Loading this step…
    </p>
  )
}
