/** The texts of the consent banner staff may change (empty: the site's default in messages/*.json, `consent`). */
export const CONSENT_TEXTS = [
  { name: 'title', cs: 'Nadpis lišty', en: 'Banner title' },
  { name: 'description', cs: 'Text lišty', en: 'Banner text', long: true },
  { name: 'acceptAll', cs: 'Tlačítko Přijmout vše', en: 'Button Accept all' },
  { name: 'rejectAll', cs: 'Tlačítko Odmítnout vše', en: 'Button Reject all' },
  { name: 'manage', cs: 'Tlačítko Vybrat', en: 'Button Choose' },
  { name: 'save', cs: 'Tlačítko Uložit výběr', en: 'Button Save my choice' },
  { name: 'close', cs: 'Popisek zavírací ikony', en: 'Close icon label' },
  { name: 'preferencesTitle', cs: 'Nadpis nastavení', en: 'Settings title' },
  { name: 'necessaryTitle', cs: 'Nezbytné: název', en: 'Necessary: title' },
  { name: 'necessaryDescription', cs: 'Nezbytné: popis', en: 'Necessary: description', long: true },
  { name: 'analyticsTitle', cs: 'Měření: název', en: 'Analytics: title' },
  { name: 'analyticsDescription', cs: 'Měření: popis', en: 'Analytics: description', long: true },
  { name: 'marketingTitle', cs: 'Marketing: název', en: 'Marketing: title' },
  { name: 'marketingDescription', cs: 'Marketing: popis', en: 'Marketing: description', long: true },
  { name: 'settingsLink', cs: 'Odkaz v patičce', en: 'Footer link' },
] as const
