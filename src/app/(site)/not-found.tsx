import Link from 'next/link'

export default function NotFound() {
  return (
    <section className="not-found">
      <div className="container">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p>The requested URL you are looking for doesn&apos;t exist on this server.</p>
        <Link href="/" className="btn btn--primary">
          Back to Homepage
        </Link>
      </div>
    </section>
  )
}
