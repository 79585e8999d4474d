import type { House } from './settings'

/** Everything visitor-supplied is escaped: markup sent through a form arrives as text. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export type MailContent = {
  subject: string
  /** Paragraphs of plain text. */
  paragraphs: string[]
  /** Label/value rows (e.g. a summary of a form). */
  rows?: { label: string; value: string }[]
  rowsTitle?: string
  action?: { label: string; url: string }
  /** Smaller text below the action. */
  note?: string
  /** A URL in the note, made a link in the HTML part (the cancel link of a registration). */
  noteUrl?: string
  signoff?: string
  /** An image attached inline (`cid`), e.g. the check-in QR code, with the text that stands for it in plain text. */
  image?: { cid: string; alt: string; note: string; size: number }
  unsubscribe?: { label: string; url: string; note: string }
}

export type RenderedMail = { subject: string; text: string; html: string }

const INK = '#1C1B19'
const PAPER = '#F5F1E8'
const BRASS = '#A8834A'

/** One layout for every mail of the house: HTML and plain text with the same content. */
export function renderMail(content: MailContent, house: House, lang: string): RenderedMail {
  const footerLines = [house.name, house.address, house.email, house.phone, house.website].filter(Boolean)

  const text = [
    ...content.paragraphs,
    ...(content.rows?.length
      ? [
          [content.rowsTitle, ...content.rows.map((r) => `${r.label}: ${r.value.includes('\n') ? `\n${r.value}` : r.value}`)]
            .filter(Boolean)
            .join('\n'),
        ]
      : []),
    ...(content.image ? [content.image.note] : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.note ? [content.note] : []),
    ...(content.signoff ? [content.signoff] : []),
    ['--', ...footerLines].join('\n'),
    ...(content.unsubscribe ? [`${content.unsubscribe.note}\n${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
  ].join('\n\n')

  const p = (s: string, style = '') =>
    `<p style="margin:0 0 16px;${style}">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`
  const note = (s: string, url?: string) => {
    const html = p(s, 'font-size:13px;word-break:break-word')
    if (!url) return html
    const escaped = escapeHtml(url)
    return html.split(escaped).join(`<a href="${escaped}" style="color:${INK}">${escaped}</a>`)
  }
  const rows = content.rows?.length
    ? `${content.rowsTitle ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(content.rowsTitle)}</h2>` : ''}` +
      `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;margin:0 0 16px">` +
      content.rows
        .map(
          (r) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;font-weight:600;white-space:nowrap">${escapeHtml(r.label)}</th>` +
            `<td style="padding:6px 0;white-space:pre-wrap;word-break:break-word">${escapeHtml(r.value)}</td></tr>`,
        )
        .join('') +
      `</table>`
    : ''
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${INK};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${escapeHtml(content.action.url)}" style="color:${INK}">${escapeHtml(content.action.url)}</a></p>`
    : ''
  const image = content.image
    ? `<p style="margin:24px 0 8px;text-align:center"><img src="cid:${escapeHtml(content.image.cid)}" width="${content.image.size}" height="${content.image.size}" alt="${escapeHtml(content.image.alt)}" style="display:inline-block"></p>` +
      p(content.image.note, 'text-align:center')
    : ''
  const unsubscribe = content.unsubscribe
    ? `<p style="margin:16px 0 0;font-size:12px">${escapeHtml(content.unsubscribe.note)} <a href="${escapeHtml(content.unsubscribe.url)}" style="color:${INK}">${escapeHtml(content.unsubscribe.label)}</a></p>`
    : ''

  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAPER};color:${INK};font-family:Inter,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAPER}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px">
<tr><td style="padding:24px 32px;border-bottom:2px solid ${BRASS};font-family:Georgia,serif;font-size:22px;font-weight:700;letter-spacing:0.02em">${escapeHtml(house.name)}</td></tr>
<tr><td style="padding:24px 32px">
${content.paragraphs.map((s) => p(s)).join('\n')}
${rows}
${image}
${action}
${content.note ? note(content.note, content.noteUrl) : ''}
${content.signoff ? p(content.signoff) : ''}
</td></tr>
<tr><td style="padding:16px 32px 24px;font-size:12px;color:#4a4740;border-top:1px solid #e6e0d2">
${footerLines.map((l) => escapeHtml(l)).join('<br>')}
${unsubscribe}
</td></tr>
</table></td></tr></table>
</body></html>`

  return { subject: content.subject.replace(/[\r\n]+/g, ' ').slice(0, 250), text, html }
}
