import { describe, expect, it } from 'vitest'

import { likeWords, MAX_QUERY_LENGTH, searchQuery } from '@/utilities/searchQuery'

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
