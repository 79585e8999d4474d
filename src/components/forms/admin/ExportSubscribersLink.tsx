/**
 * A link above the admin's list of newsletter subscribers: downloads the confirmed ones as CSV.
 * Only staff see the admin; the endpoint checks it again.
 */
export function ExportSubscribersLink({ i18n }: { i18n?: { language?: string } }) {
  const cs = i18n?.language !== 'en'
  return (
    <div style={{ margin: '0 0 16px' }}>
      <a className="btn btn--style-secondary btn--size-small" href="/api/newsletter-subscribers/export.csv" download>
        {cs ? 'Stáhnout potvrzené odběratele (CSV)' : 'Download confirmed subscribers (CSV)'}
      </a>
    </div>
  )
}
