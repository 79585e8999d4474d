import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/**
 * next-intl's navigation for server code (redirects of server actions, paths for feeds, the sitemap,
 * previews). Links are ./link (also in client components, without this runtime).
 */
export const { redirect, getPathname } = createNavigation(routing)
