import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

/**
 * Our own admin views (guide, check-in, personal data) in Payload's frame: its menu and header, the
 * header's breadcrumb naming the view (else it keeps the previous page's), and the page's gutter.
 */
export function StaffView({ initPageResult, params, searchParams, title, children }: AdminViewServerProps & { title: string; children: ReactNode }) {
  const { req } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <SetStepNav nav={[{ label: title }]} />
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
}
