import Link from 'next/link'

export default function NotFound() {
  return (
    <section className="not-found">
      <div className="container">
        <h1>Page not found</h1>
        <p>The requested URL you are looking for doesn&apos;t exist on this server.</p>
        <Link href="/" className="btn btn--primary">
          Back to Homepage
        </Link>
      </div>
    </section>
  )
}
