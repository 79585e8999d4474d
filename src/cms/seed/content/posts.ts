import { rt, t, type Bilingual } from '../engine'
import { plan, shared } from './images'

type SeedPost = {
  key: string
  title: Bilingual
  category: 'blog' | 'interviews' | 'articles' | 'coverage' | 'news'
  daysAgo: number
  authors: string[]
  excerpt: Bilingual
  body: Bilingual<unknown>
  cover: unknown
}

/** Blog posts in every category with authors. All EXAMPLES (marked in editorNote); slug = key. */
export const posts: SeedPost[] = [
  {
    key: 'proc-pracovat-v-historickem-dome',
    title: t('Proč pracovat v historickém domě', 'Why work in a historic building'),
    category: 'blog',
    daysAgo: 3,
    authors: ['Tomáš Beneš'],
    excerpt: t('Denní světlo, tlusté zdi a prostor, který má příběh. Co dává práci stará tiskárna.', 'Daylight, thick walls and a space with a story: what an old printing house gives to work.'),
    body: rt(
      'Když jsme dům v roce 2015 poprvé viděli, byla okna zatlučená prkny. Přesto bylo jasné, že tady se bude dobře pracovat: architekt ho navrhl pro tiskaře, kteří potřebovali co nejvíc světla.\n\n## Světlo ze tří stran\n\nVelká ocelová okna jsou dodnes původní. Díky nim svítíme až k večeru jen výjimečně.\n\n## Prostor, který spojuje\n\nDvůr, kavárna a schodiště jsou místa, kde se lidé potkávají. Právě tam vzniká většina spoluprací.',
      'When we first saw the house in 2015, its windows were boarded up. Still, it was clear it would be a good place to work: the architect designed it for printers, who needed as much light as possible.\n\n## Light from three sides\n\nThe large steel windows are original. Thanks to them we rarely switch the lights on before evening.\n\n## A space that connects\n\nThe courtyard, the café and the staircase are where people meet. That is where most collaborations begin.',
    ),
    cover: shared.window,
  },
  {
    key: 'rozhovor-klara-horakova',
    title: t('Klára Horáková: Mentoring není poradenství', 'Klára Horáková: Mentoring is not consulting'),
    category: 'interviews',
    daysAgo: 10,
    authors: ['Eva Svobodová'],
    excerpt: t('Spoluzakladatelka domu o tom, co se naučila z 500 firem v programu DoToho!', 'The house’s co-founder on what 500 firms in the DoToho! program taught her.'),
    body: rt(
      '**Co je na mentoringu nejtěžší?**\n\nNechat podnikatele, aby na řešení přišel sám. Mentor se ptá, neradí.\n\n**Co mají úspěšné firmy z programu společného?**\n\nRychle zkoušejí a rychle přiznávají chyby. A nebojí se mluvit o penězích.',
      '**What is hardest about mentoring?**\n\nLetting entrepreneurs find the answer themselves. A mentor asks; a mentor does not advise.\n\n**What do the successful firms of the program have in common?**\n\nThey test quickly and admit mistakes quickly. And they are not afraid to talk about money.',
    ),
    cover: shared.passage,
  },
  {
    key: 'jak-vybrat-zasedaci-mistnost',
    title: t('Jak vybrat zasedací místnost pro workshop', 'How to choose a room for a workshop'),
    category: 'articles',
    daysAgo: 18,
    authors: ['Lucie Marešová'],
    excerpt: t('Kapacita není všechno: na uspořádání, světle a přestávkách záleží víc.', 'Capacity is not everything: layout, light and breaks matter more.'),
    body: rt(
      '## Uspořádání podle cíle\n\n- u stolu pro rozhodování\n- divadelně pro přednášku\n- ve skupinách pro práci v týmech\n\n## Světlo a vzduch\n\nPo dvou hodinách v místnosti bez oken klesá pozornost. Vybírejte místnost s denním světlem a plánujte přestávky.',
      '## Layout follows the goal\n\n- around a table for decisions\n- theatre-style for a talk\n- in groups for teamwork\n\n## Light and air\n\nAfter two hours in a windowless room attention drops. Choose a room with daylight and plan breaks.',
    ),
    cover: plan('salvator', 14, 'cabaret', 0, 'Půdorys místnosti Salvátor se stoly ve skupinách', 'Plan of the Salvátor room with grouped tables'),
  },
  {
    key: 'ekonomika-coworku',
    title: t('Kolik stojí kancelář a kolik coworking', 'What an office costs compared with coworking'),
    category: 'articles',
    daysAgo: 32,
    authors: ['Jan Dvořák'],
    excerpt: t('Srovnání nákladů malého týmu: nájem, energie, vybavení a čas.', 'A small team’s costs compared: rent, energy, furniture and time.'),
    body: rt(
      'Nájem je jen část nákladů. K němu patří energie, úklid, internet, vybavení a hlavně čas, který správa kanceláře zabere.\n\nV coworku platíte jednu částku a o zbytek se stará dům.',
      'Rent is only part of the cost. Add energy, cleaning, internet, furniture and above all the time that running an office takes.\n\nIn a coworking space you pay one amount and the house takes care of the rest.',
    ),
    cover: shared.desks,
  },
  {
    key: 'reportaz-demo-day-ment2grow',
    title: t('Reportáž: demo day Ment2Grow', 'Coverage: the Ment2Grow demo day'),
    category: 'coverage',
    daysAgo: 11,
    authors: ['Eva Svobodová', 'Ondřej Král'],
    excerpt: t('Deset firem, deset příběhů a plná hala tiskárny.', 'Ten firms, ten stories and a full press hall.'),
    body: rt(
      'Hala tiskárny se zaplnila do posledního místa. Firmy z programu Ment2Grow ukázaly, kam za půl roku došly, a mentoři jim položili otázky, které by položil investor.\n\nVečer pokračoval na terase až do noci.',
      'The press hall was full to the last seat. The Ment2Grow firms showed how far they got in six months, and the mentors asked them the questions an investor would.\n\nThe evening went on late on the terrace.',
    ),
    cover: shared.hall,
  },
  {
    key: 'nova-terasa-otevrena',
    title: t('Terasa je po rekonstrukci znovu otevřená', 'The terrace has reopened after renovation'),
    category: 'news',
    daysAgo: 6,
    authors: ['Petra Nováková'],
    excerpt: t('Nová podlaha, zábradlí a místo až pro 20 lidí.', 'A new floor, a new railing and room for up to 20 people.'),
    body: rt(
      'Terasa má novou dřevěnou podlahu a zábradlí podle původních plánů. Členové ji mohou využívat každý den, pro akce až do 20 hostů ji lze pronajmout.',
      'The terrace has a new wooden floor and a railing made to the original drawings. Members can use it every day; it can be rented for events of up to 20 guests.',
    ),
    cover: shared.windowDark,
  },
  {
    key: 'novi-clenove',
    title: t('Vítáme nové členy', 'Welcome to our new members'),
    category: 'news',
    daysAgo: 24,
    authors: ['Petra Nováková'],
    excerpt: t('Do domu se nastěhovala dvě studia a jedna softwarová firma.', 'Two studios and a software company have moved in.'),
    body: rt(
      'V soukromých kancelářích ve třetím patře teď pracuje grafické studio, architektonická kancelář a tým vývojářů. Přijďte je poznat na příští snídani.',
      'The private offices on the third floor are now home to a design studio, an architecture practice and a team of developers. Come and meet them at the next breakfast.',
    ),
    cover: shared.courtyard,
  },
  {
    key: 'tri-rady-pro-prvni-den-v-coworku',
    title: t('Tři rady pro první den v coworku', 'Three tips for your first day in a coworking space'),
    category: 'blog',
    daysAgo: 45,
    authors: ['Petra Nováková'],
    excerpt: t('Jak se rychle zabydlet a poznat lidi.', 'How to settle in quickly and meet people.'),
    body: rt(
      '- Dejte si kávu v kavárně, ne u stolu.\n- Řekněte komunitní manažerce, co děláte: ráda vás propojí.\n- Přijďte na nejbližší akci, i když nikoho neznáte.',
      '- Have your coffee in the café, not at your desk.\n- Tell the community manager what you do: she will gladly connect you.\n- Come to the next event, even if you know nobody yet.',
    ),
    cover: shared.pergola,
  },
]
