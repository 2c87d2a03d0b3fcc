/** The card brands Square takes here, drawn as small badges (brand artwork is not ours to ship). */
const brands = [
  { name: 'Visa', text: 'VISA', background: '#1a1f71', color: '#fff' },
  { name: 'Mastercard', text: 'mastercard', background: '#f3f4f6', color: '#111827' },
  { name: 'American Express', text: 'AMEX', background: '#2e77bc', color: '#fff' },
  { name: 'Discover', text: 'DISCOVER', background: '#f3f4f6', color: '#e55c20' },
]

export function CardBrands() {
  return (
    <ul
      aria-label="Cards we accept"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {brands.map((brand) => (
        <li key={brand.name}>
          <svg role="img" aria-label={brand.name} width="56" height="36" viewBox="0 0 56 36">
            <rect width="56" height="36" rx="6" fill={brand.background} stroke="#d1d5db" />
            {brand.name === 'Mastercard' ? (
              <>
                <circle cx="23" cy="15" r="9" fill="#eb001b" />
                <circle cx="33" cy="15" r="9" fill="#f79e1b" fillOpacity="0.9" />
                <text
                  x="28"
                  y="31"
                  textAnchor="middle"
                  fontSize="6"
                  fontFamily="sans-serif"
                  fill={brand.color}
                >
                  {brand.text}
                </text>
              </>
            ) : (
              <text
                x="28"
                y="22"
                textAnchor="middle"
                fontSize={brand.text.length > 5 ? 8 : 12}
                fontWeight="700"
                fontFamily="sans-serif"
                fill={brand.color}
              >
                {brand.text}
              </text>
            )}
          </svg>
        </li>
      ))}
    </ul>
  )
}
