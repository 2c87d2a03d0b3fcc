import type { Metadata } from 'next'
import Link from 'next/link'

import { PageTitle } from '@/components/PageTitle'
import { Pagination } from '@/components/Pagination'
import { SearchBox } from '@/components/SearchBox'
import { Section } from '@/components/Section'
import { CANDIDATES, searchSite, type SiteSearch } from '@/content/search'
import { resultPageParam, searchQuery } from '@/utilities/searchQuery'

import styles from './page.module.css'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const query = searchQuery((await searchParams).q)
  return {
    title: query ? `Search: ${query}` : 'Search',
    // A results page is the visitor's words; search engines follow its links, not index it.
    robots: { index: false, follow: true },
  }
}

const EXAMPLES = ['Texas', 'annual report', 'EIN', 'nonprofit']

const searchPath = (words: string, page = 1) =>
  `/search?q=${encodeURIComponent(words)}${page > 1 ? `&page=${page}` : ''}`

const RESULT_PAGE_STEPS = { previous: 'Previous', next: 'Next' }

function Examples() {
  return (
    <p className={styles.hint}>
      Try a state, a company type or a question:{' '}
      {EXAMPLES.map((words, index) => (
        <span key={words}>
          {index > 0 && ', '}
          <Link href={searchPath(words)}>{words}</Link>
        </span>
      ))}
      .
    </p>
  )
}

function countText({ total, page, totalPages }: SiteSearch, query: string) {
  if (total === 0) return `Nothing matches “${query}”.`
  const found = `${total} result${total === 1 ? '' : 's'} for “${query}”`
  const where = totalPages > 1 ? `, page ${page} of ${totalPages}` : ''
  const narrow =
    total > CANDIDATES ? ` The best ${CANDIDATES} are shown: add a word to narrow them.` : ''
  return `${found}${where}.${narrow}`
}

/** The site search: published pages, services, blog posts, open roles and state guides. */
export default async function SearchPage({ searchParams }: Args) {
  const params = await searchParams
  const query = searchQuery(params.q)
  const found = query ? await searchSite(query, resultPageParam(params.page, 99)) : null
  return (
    <>
      <Section background="dark" spacing="compact">
        <PageTitle pageTitle={query ? `Search: ${query}` : 'Search the site'} crumb="Search" />
      </Section>
      <Section>
        <div className={styles.search}>
          <label htmlFor="site-search" className={styles.label}>
            Search pages, services, state guides, blog posts and open roles
          </label>
          <SearchBox
            action="/search"
            id="site-search"
            query={query}
            placeholder="e.g. Delaware LLC"
          />
          {!found && <Examples />}
          {found && (
            <>
              <p role="status" className={styles.count}>
                {countText(found, query)}
              </p>
              {found.total === 0 && (
                <p className={styles.hint}>
                  Check the spelling or use fewer words, or browse the{' '}
                  <Link href="/states">state guides</Link> and the <Link href="/blog">blog</Link>.
                </p>
              )}
              <ol className={styles.results}>
                {found.results.map((result) => (
                  <li key={result.id} className={styles.result}>
                    <p className={styles.kind}>{result.kind}</p>
                    <h2 className={styles.title}>
                      <Link href={result.path}>{result.title}</Link>
                    </h2>
                    {result.summary && <p className={styles.summary}>{result.summary}</p>}
                  </li>
                ))}
              </ol>
              <Pagination
                current={found.page}
                total={found.totalPages}
                href={(page) => searchPath(query, page)}
                steps={RESULT_PAGE_STEPS}
              />
            </>
          )}
        </div>
      </Section>
    </>
  )
}
