/**
 * A link above an admin list of personal data that downloads it as CSV (the collection's
 * `/export.csv` endpoint). Configured per collection with `clientProps` (`href`, `label` in both
 * languages of the admin). Only staff see the admin; the endpoint checks it again.
 */
export function ExportCsvLink({ i18n, href, label }: { i18n?: { language?: string }; href: string; label: { cs: string; en: string } }) {
  return (
    <div style={{ margin: '0 0 16px' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {i18n?.language === 'en' ? label.en : label.cs}
      </a>
    </div>
  )
}
