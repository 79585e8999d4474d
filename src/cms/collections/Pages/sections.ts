/** The home page's sections: it shows each in its fixed place, found by this key (src/components/home/HomePage.tsx). */
export const HOME_SECTIONS = {
  hero: { cs: 'Úvod (hero)', en: 'Opening (hero)' },
  membership: { cs: 'Členství', en: 'Membership' },
  spaces: { cs: 'Prostory', en: 'Spaces' },
  events: { cs: 'Akce', en: 'Events' },
  projects: { cs: 'Projekty', en: 'Projects' },
} as const

export type HomeSection = keyof typeof HOME_SECTIONS
