import { t } from '../engine'
import { PRICE_EXAMPLES as PRICE } from '../examples'

const monthlyTerms = t(
  'Měsíční členství můžete kdykoli změnit, pozastavit nebo zrušit.',
  'A monthly membership can be changed, paused or cancelled at any time.',
)
const annualTerms = t(
  'Měsíční členství můžete kdykoli změnit, pozastavit nebo zrušit. Roční členství zaplatíte najednou, nebo pololetně.',
  'A monthly membership can be changed, paused or cancelled at any time. An annual membership is paid yearly or half-yearly.',
)
/** `{credit:club}`: the Club tier's meeting-room credit, written by the site's price helper. */
const credit = t(
  'Kredit {credit:club} měsíčně na zasedací místnosti, potom sleva 50\u00a0%',
  'Meeting-room credit of {credit:club} a month, then 50\u00a0% off',
)

/**
 * How the coworking prices relate (a month = 52/12 weeks, "unlimited" = 5 days a week): a tier costs
 * less per day than Day Passes, and more days a week cost less per day. tests/unit/seedPrices.test.ts
 * checks the seeded figures.
 */
export const PRICING_RULE =
  'Pricing rule: per coworking day (monthly price ÷ days a week × 52/12; unlimited counts as 5 days) every tier is cheaper than the Day Pass, and a tier with more days is cheaper per day than one with fewer (Meet > Seat > Dedicated desk per day). Keep it when you change a price.'

/**
 * Membership tiers (spec sections 1, 4 and 9). From the spec: Club 2,500 CZK/month with 15 % off
 * annually, meeting-room credit 1,200 CZK/month then 50 % off, Meet 1 day a week with 20 % off
 * rooms, Seat 3 days with 50 % off, own desk unlimited within opening hours, 6 h of admin support,
 * Day Pass paid at reception. Every other price is an EXAMPLE (marked in editorNote).
 */
export const membershipTiers = [
  {
    key: 'club',
    tab: 'club',
    order: 10,
    highlighted: true,
    name: t('Club', 'Club'),
    tagline: t('Komunita, akce a zázemí pro vaši firmu', 'Community, events and a base for your business'),
    summary: t(
      'Členství pro podnikatele, kteří nepotřebují každý den stůl, ale chtějí být součástí komunity: akce pro členy, kredit na zasedačky a administrativní podporu.',
      'For entrepreneurs who do not need a desk every day but want to belong: members’ events, meeting-room credit and administrative support.',
    ),
    price: 2500,
    pricePeriod: 'month',
    annualDiscountPercent: 15,
    payableHalfYearly: false,
    meetingRoomCreditCzk: 1200,
    meetingRoomDiscountPercent: 50,
    adminSupportHours: 6,
    features: [
      { text: credit },
      { text: t('Administrativní podpora 6 hodin měsíčně', 'Administrative support 6 hours a month') },
      { text: t('Vstup na akce pro členy a volný vstup na veřejné akce', 'Members’ events and free entry to public events') },
      { text: t('Na vybrané akce můžete přivést hosta', 'Bring a guest to listed events') },
      { text: t('Sleva 15\u00a0% při ročním členství', '15\u00a0% off with an annual membership') },
    ],
    notes: monthlyTerms,
  },
  {
    key: 'meet',
    tab: 'coworking',
    order: 20,
    name: t('Meet', 'Meet'),
    tagline: t('Jeden den v týdnu v coworku', 'One day a week in the coworking space'),
    summary: t(
      'Pro ty, kdo do kanceláře jezdí jednou týdně: pracovní místo v coworku, káva a sleva 20\u00a0% na zasedací místnosti.',
      'For those who come in once a week: a place in the coworking space, coffee and 20\u00a0% off meeting rooms.',
    ),
    price: PRICE['meet'],
    pricePeriod: 'month',
    payableHalfYearly: true,
    daysPerWeek: 1,
    meetingRoomDiscountPercent: 20,
    features: [
      { text: t('1 den v týdnu v coworku', '1 day a week in the coworking space') },
      { text: t('Sleva 20\u00a0% na zasedací místnosti', '20\u00a0% off meeting rooms') },
      { text: t('Káva, čaj a rychlý internet', 'Coffee, tea and fast internet') },
    ],
    notes: annualTerms,
    editorNote: `Example: the price of Meet is invented, replace it. ${PRICING_RULE}`,
  },
  {
    key: 'seat',
    tab: 'coworking',
    order: 30,
    highlighted: true,
    name: t('Seat', 'Seat'),
    tagline: t('Tři dny v týdnu v coworku', 'Three days a week in the coworking space'),
    summary: t(
      'Pravidelná práce v klidném prostoru s denním světlem: tři dny v týdnu a sleva 50\u00a0% na zasedací místnosti.',
      'Regular work in a calm, daylit space: three days a week and 50\u00a0% off meeting rooms.',
    ),
    price: PRICE['seat'],
    pricePeriod: 'month',
    payableHalfYearly: true,
    daysPerWeek: 3,
    meetingRoomDiscountPercent: 50,
    features: [
      { text: t('3 dny v týdnu v coworku', '3 days a week in the coworking space') },
      { text: t('Sleva 50\u00a0% na zasedací místnosti', '50\u00a0% off meeting rooms') },
      { text: t('Skříňka na věci', 'A locker') },
    ],
    notes: annualTerms,
    editorNote: `Example: the price of Seat is invented, replace it. ${PRICING_RULE}`,
  },
  {
    key: 'dedicated-desk',
    tab: 'coworking',
    order: 40,
    name: t('Vlastní stůl', 'Dedicated desk'),
    tagline: t('Váš stůl, kdykoli v otevírací době', 'Your own desk, any time within opening hours'),
    summary: t(
      'Stůl jen pro vás, na kterém můžete nechat monitor i rozdělanou práci. Neomezeně v otevírací době.',
      'A desk of your own where your screen and your work can stay. Unlimited within opening hours.',
    ),
    price: PRICE['dedicated-desk'],
    pricePeriod: 'month',
    unlimitedAccess: true,
    meetingRoomDiscountPercent: 50,
    features: [
      { text: t('Vlastní stůl a židle', 'Your own desk and chair') },
      { text: t('Neomezený přístup v otevírací době', 'Unlimited access within opening hours') },
      { text: t('Sleva 50\u00a0% na zasedací místnosti', '50\u00a0% off meeting rooms') },
    ],
    notes: monthlyTerms,
    editorNote: `Example: price and meeting-room discount of the dedicated desk are invented, replace them. ${PRICING_RULE}`,
  },
  {
    key: 'office',
    tab: 'office',
    order: 50,
    name: t('Kancelář', 'Office'),
    tagline: t('11 soukromých kanceláří pro 2–8 lidí', '11 private offices for 2–8 people'),
    summary: t(
      'Uzamykatelné kanceláře o rozloze 16–30 m² pro týmy od dvou do osmi lidí, s až osmi členstvími v ceně a celým zázemím domu.',
      'Lockable offices of 16–30 m² for teams of two to eight, with up to eight memberships included and the whole house at your disposal.',
    ),
    price: PRICE['office'],
    priceFrom: true,
    pricePeriod: 'month',
    unlimitedAccess: true,
    meetingRoomCreditCzk: 1200,
    meetingRoomDiscountPercent: 50,
    features: [
      { text: t('Kanceláře 16–30 m² pro 2–8 lidí', 'Offices of 16–30 m² for 2–8 people') },
      { text: t('Až 8 členství v ceně kanceláře', 'Up to 8 memberships per office') },
      { text: credit },
    ],
    notes: monthlyTerms,
    editorNote: 'Example: the "from" price of the offices is invented, replace it.',
  },
  {
    key: 'registered-office',
    tab: 'registered-office',
    order: 60,
    name: t('Sídlo firmy', 'Registered office'),
    tagline: t('Adresa v centru Prahy pro vaši firmu', 'A Prague old-town address for your company'),
    summary: t(
      'Sídlo firmy na adrese domu, přebírání a skenování pošty a možnost využívat zasedací místnosti.',
      'Your company’s registered address at the house, mail received and scanned, and meeting rooms when you need them.',
    ),
    price: PRICE['registered-office'],
    pricePeriod: 'month',
    annualDiscountPercent: 15,
    features: [
      { text: t('Adresa sídla a souhlas vlastníka', 'Registered address and the owner’s consent') },
      { text: t('Přebírání a skenování pošty', 'Mail received and scanned') },
      { text: t('Zasedací místnosti za členské ceny', 'Meeting rooms at members’ prices') },
    ],
    notes: monthlyTerms,
    editorNote: 'Example: price and annual discount of the registered office are invented, replace them.',
  },
  {
    key: 'day-pass',
    tab: 'day-pass',
    order: 70,
    name: t('Day Pass', 'Day Pass'),
    tagline: t('Jeden den v coworku, bez rezervace', 'One day in the coworking space, no booking'),
    summary: t(
      'Přijďte, kdy se vám to hodí: Day Pass zaplatíte na recepci a rezervaci nepotřebujete.',
      'Come whenever it suits you: pay for the Day Pass at reception, no booking needed.',
    ),
    price: PRICE['day-pass'],
    pricePeriod: 'day',
    features: [
      { text: t('Platba na recepci, bez rezervace', 'Paid at reception, no booking') },
      { text: t('Káva, čaj a internet', 'Coffee, tea and internet') },
    ],
    editorNote: `Example: the Day Pass price is invented, replace it. ${PRICING_RULE}`,
  },
]
