import type { GlobalConfig } from 'payload'

import { SiteSettings } from './SiteSettings'

/** Every global of the CMS. */
export const globals: GlobalConfig[] = [SiteSettings]
