import { describe, expect, it } from 'vitest'

import { likeWords, MAX_QUERY_LENGTH, resultPageParam, searchQuery } from '@/utilities/searchQuery'

describe('searchQuery', () => {
  it('turns control characters and runs of spaces into one space, and trims', () => {
    expect(searchQuery('  delaware\u0000 \t llc\n')).toBe('delaware llc')
  })

  it('takes the first of repeated parameters and nothing from none', () => {
    expect(searchQuery(['ein', 'llc'])).toBe('ein')
    expect(searchQuery(undefined)).toBe('')
  })

  it('cuts a long search rather than refusing it', () => {
    expect(searchQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH)
  })
})

describe('likeWords', () => {
  it('escapes the database wildcards', () => {
    expect(likeWords('100% a_b c\\d')).toBe('100\\% a\\_b c\\\\d')
  })

  it('keeps at most eight words', () => {
    expect(likeWords('a b c d e f g h i j').split(' ')).toHaveLength(8)
  })
})

describe('the results page asked for', () => {
  it('is a whole number from 1 to the last page, else 1', () => {
    expect(resultPageParam('3', 99)).toBe(3)
    expect(resultPageParam(['2', '5'], 99)).toBe(2)
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '100', '1e3'])
      expect(resultPageParam(raw, 99)).toBe(1)
  })
})
