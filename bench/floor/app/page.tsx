/** One static page of text, no client component: what any Next App Router page costs. */
export default function Floor() {
  return (
    <main>
      <h1>Form your company in any state</h1>
      <p>
        A bare Next page, the floor the benchmark measures the site against: the same Next and
        React, one server-rendered page of text, no stylesheet, no font, no client component.
      </p>
    </main>
  )
}
