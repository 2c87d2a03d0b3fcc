'use client'

import { TextField } from '../fields'

import styles from '../wizard.module.css'

export function ContactStep() {
  return (
    <>
      <p className={styles.note}>
        The contact person is responsible for this order. We may contact them if we need more
        information to file it.
      </p>
      <div className={styles.pair}>
        <TextField name="firstName" label="First Name" autoComplete="given-name" />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" />
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <TextField
        name="phone"
        label="Mobile"
        type="tel"
        autoComplete="tel"
        hint="With the area code, e.g. (555) 123-4567."
      />
    </>
  )
}
