import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/** next-intl's locale-aware redirect for server actions; paths and links are ./href and ./link. */
export const { redirect } = createNavigation(routing)
