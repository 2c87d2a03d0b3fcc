import { Icon } from '@/components/Icon'
import { MAX_QUERY_LENGTH } from '@/utilities/searchQuery'

import styles from './styles.module.css'

type Props = {
  /** Where the words are sent as `?q=`: /search, /blog/search. */
  action: string
  /** The input's id, for the label the caller places. */
  id: string
  /** The words of the search being shown, kept in the box. */
  query?: string
  placeholder: string
}

/** A search box: a plain GET form, so it works without JavaScript. */
export function SearchBox({ action, id, query, placeholder }: Props) {
  return (
    <form role="search" action={action} method="get" className={styles.search}>
      <input
        id={id}
        type="search"
        name="q"
        required
        maxLength={MAX_QUERY_LENGTH}
        defaultValue={query}
        placeholder={placeholder}
      />
      <button type="submit" aria-label="Search">
        <Icon name="search" size={18} />
      </button>
    </form>
  )
}
