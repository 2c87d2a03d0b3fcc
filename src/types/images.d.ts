// Images imported by views (the drawn map) become { src, width, height }, as `next dev` and
// `next build` declare them; declared here too so a fresh checkout type-checks before either runs.
/// <reference types="next/image-types/global" />
