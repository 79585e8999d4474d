import cs from '../../../../messages/cs.json'
import en from '../../../../messages/en.json'
import { archesArt, windowArt } from '../artwork'
import { img, rt, t } from '../engine'
import { shared } from './images'
import { PRIVACY_TEMPLATE } from './privacy'

const hero = img('seed-home-hero', () => windowArt(0, 1600, 900), t('Kresba: ocelové okno tiskárny z\u00a0roku 1909, denní světlo na dubové podlaze', 'Drawing: a steel window of the 1909 printing house, daylight on the oak floor'))

/** The long texts, one document per key. Facts not in the brief are EXAMPLES (see editorNote). */
export const pages = [
  {
    key: 'home',
    title: t('HUB 1909', 'HUB 1909'),
    lead: t(
      'Coworking, kanceláře, zasedací místnosti a komunita podnikatelů v modernistické tiskárně z roku 1909, ve dvoře pár kroků od Staroměstského náměstí.',
      'Coworking, offices, meeting rooms and a community of entrepreneurs in a 1909 modernist printing house, in a courtyard a few steps from the Old Town Square.',
    ),
    image: hero,
    sections: [
      {
        anchor: 'hero',
        heading: t('Pracujte tam, kde se kdysi tiskly knihy', 'Work where books were once printed'),
        text: t('Přijďte si dům vyzkoušet: první den v coworku je na nás.', 'Come and try the house: your first day in the coworking space is on us.'),
        image: hero,
      },
      {
        anchor: 'membership',
        heading: t('Členství podle toho, jak pracujete', 'Membership that fits the way you work'),
        // `{price:club}`: the Club tier's price, formatted by the site (never typed in).
        text: t('Od Clubu za {price:club} měsíčně po vlastní kancelář pro osm lidí.', 'From Club at {price:club} a month to a private office for eight.'),
        ctaLabel: t('Prohlédnout členství', 'See memberships'),
      },
      {
        anchor: 'spaces',
        heading: t('Prostory pro schůzky i akce', 'Rooms for meetings and events'),
        text: t('Zasedací místnosti pro 4 až 30 lidí, terasa a hala pro 200 hostů.', 'Meeting rooms for 4 to 30 people, a terrace and a hall for 200 guests.'),
      },
      {
        anchor: 'events',
        heading: t('Co se v domě chystá', 'What is on in the house'),
        text: t('Networking, workshopy a setkání s mentory. Veřejné akce jsou zdarma.', 'Networking, workshops and meetings with mentors. Public events are free.'),
      },
      {
        anchor: 'projects',
        heading: t('Mentoring, který funguje', 'Mentoring that works'),
        text: t('Programem DoToho! prošlo přes 500 firem a síť domu má přes 250 kontaktů.', 'More than 500 firms have been through DoToho! and the house’s network has over 250 contacts.'),
      },
    ],
    editorNote:
      'Home page sections: each shows in its fixed place on the page. The membership section\u2019s link text is yours, its link the site\u2019s; only the hero has a picture. Name a price as {price:club} (any tier key) or {credit:club}: the site fills in the figure from the membership tier.',
  },
  {
    key: 'about-story',
    title: t('Náš příběh', 'Our story'),
    lead: t(
      'HUB 1909 vznikl z jednoduché myšlenky: podnikatelé potřebují víc než stůl. Potřebují lidi, od kterých se mohou učit.',
      'HUB 1909 began with a simple idea: entrepreneurs need more than a desk. They need people to learn from.',
    ),
    body: rt(
      'Zakladatelé domu se potkali v mentoringovém programu DoToho!, kterým od té doby prošlo přes 500 firem. Chyběl jim ale prostor, kde by se komunita potkávala každý den.\n\nV roce 2015 objevili opuštěnou tiskárnu ve dvoře Starého Města. Po čtyřech letech citlivé rekonstrukce v ní otevřeli coworking, kanceláře, zasedací místnosti a kavárnu.\n\nDnes je dům domovem desítek firem a jeho síť má přes 250 kontaktů.',
      'The founders met in the DoToho! mentoring program, which more than 500 firms have been through since. What they missed was a place where the community would meet every day.\n\nIn 2015 they came across an abandoned printing house in an Old Town courtyard. After four years of careful renovation they opened coworking, offices, meeting rooms and a café in it.\n\nToday the house is home to dozens of firms, and its network has more than 250 contacts.',
    ),
    image: shared.courtyard,
    editorNote: 'Example: the years 2015 and four years of renovation are invented. The figures are from the brief and have one owner each on every page: 500+ firms through DoToho!, 250+ contacts in the house’s network.',
  },
  {
    key: 'building-history',
    title: t('Historie budovy', 'History of the building'),
    lead: t(
      'Modernistická tiskárna, kterou v letech 1909–1911 postavil architekt pro pražského nakladatele, ve dvoře nedaleko Staroměstského náměstí.',
      'A modernist printing workshop built in 1909–1911 by an architect for a Prague publisher, in a courtyard near the Old Town Square.',
    ),
    body: rt(
      '## 1909–1911: tiskárna ve dvoře\n\nNakladatel potřeboval tiskárnu blízko svého knihkupectví. Architekt mu navrhl stavbu z železobetonu s velkými ocelovými okny, aby sazeči a tiskaři měli co nejvíc denního světla.\n\n## Století tisku\n\nV domě se tiskly knihy, časopisy i plakáty. Stroje utichly až na konci dvacátého století.\n\n## Nový život\n\nPři rekonstrukci jsme zachovali okna, dubové podlahy a litinové sloupy. Co bylo nové, je přiznané jako nové.',
      '## 1909–1911: a printing house in a courtyard\n\nThe publisher needed a printing works near his bookshop. The architect designed a reinforced-concrete building with large steel windows, so that typesetters and printers had as much daylight as possible.\n\n## A century of print\n\nBooks, magazines and posters were printed here. The presses fell silent only at the end of the twentieth century.\n\n## A new life\n\nThe renovation kept the windows, the oak floors and the cast-iron columns. What is new is honestly shown as new.',
    ),
    image: img('seed-history-arches', () => archesArt(3, 1200, 750), t('Kresba: oblouky v\u00a0přízemí tiskárny', 'Drawing: arches on the ground floor of the printing house')),
    editorNote: 'Example: details beyond "1909–1911, modernist printing workshop by an architect for a publisher, courtyard near the old town square" are invented; add the real names.',
  },
  {
    key: 'memberzone',
    title: t('Členská zóna', 'Memberzone'),
    lead: t('Všechno, co členové potřebují vědět o domě.', 'Everything members need to know about the house.'),
    body: rt(
      '## Domovní řád\n\nDům je otevřený Po–Pá 8:00–20:00, o víkendu po domluvě s recepcí. V coworku mluvíme tiše, telefonujeme v budkách nebo v kavárně. Po sobě uklízíme stůl i kuchyňku a poslední, kdo odchází, zavře okna.\n\n## Výhody členství\n\nČlenové mají volný vstup na veřejné akce a přístup na akce pro členy. Členové Clubu mohou na vybrané akce přivést hosta. Káva a čaj jsou v ceně.\n\n## Rezervace zasedacích místností\n\nMístnosti rezervujete v členském systému (odkaz Přihlášení pro členy). Měsíční kredit na zasedací místnosti podle vašeho členství se obnovuje prvního dne v měsíci; když ho vyčerpáte, platíte se slevou podle členství. Rezervaci zrušíte zdarma nejpozději 24 hodin předem.\n\n## Wi-Fi a tisk\n\n- **Wi-Fi**: připojte se k síti HUB1909-Members. Přihlásíte se stejným e-mailem a heslem jako do členského systému. Pro hosty je síť HUB1909-Guest, heslo jim dá recepce.\n- **Tisk**: na každém patře je tiskárna se skenerem. V počítači přidejte tiskárnu HUB1909-Print, pošlete tisk a u tiskárny ho uvolníte členskou kartou.\n- **Skenování**: sken přijde na váš e-mail ze systému.\n\n## Pošta\n\nPoštu najdete ve své přihrádce na recepci. Doporučené zásilky vám recepce předá osobně.',
      '## House rules\n\nThe house is open Mon–Fri 8:00–20:00; at weekends by appointment with reception. In the coworking space we speak quietly and take calls in the phone booths or the café. We leave our desks and the kitchen tidy, and the last one out closes the windows.\n\n## Member benefits\n\nMembers have free entry to public events and access to members’ events. Club members may bring a guest to listed events. Coffee and tea are included.\n\n## Booking meeting rooms\n\nBook rooms in the members’ system (the Members’ login link). The monthly meeting-room credit of your membership renews on the first of each month; once it is used up, you pay with your membership’s discount. Cancel a booking free of charge at least 24 hours ahead.\n\n## Wi-Fi and printing\n\n- **Wi-Fi**: join the HUB1909-Members network and sign in with the e-mail and password of the members’ system. Guests use HUB1909-Guest; reception gives them the password.\n- **Printing**: there is a printer with a scanner on every floor. Add the HUB1909-Print printer on your computer, send your job and release it at the printer with your member card.\n- **Scanning**: scans arrive in your e-mail from the system.\n\n## Mail\n\nYour mail is in your pigeonhole at reception. Reception hands registered letters to you in person.',
    ),
    editorNote: 'Example: the house rules, network names and printing steps are invented around the brief’s facts (opening hours, guests at listed events).',
  },
  {
    key: 'privacy',
    title: t('Ochrana osobních údajů', 'Privacy policy'),
    lead: t(
      'Jak HUB 1909 s.r.o. zpracovává osobní údaje návštěvníků webu, zájemců o členství a účastníků akcí.',
      'How HUB 1909 s.r.o. processes the personal data of website visitors, prospective members and event participants.',
    ),
    body: rt(PRIVACY_TEMPLATE.cs, PRIVACY_TEMPLATE.en),
    editorNote: 'Example: a template privacy policy with invented company details and retention periods; have it reviewed by a lawyer before launch.',
  },
  {
    key: 'careers',
    title: t('Kariéra', 'Careers'),
    lead: t(
      'Hledáme lidi, kteří rádi dělají z domu místo, kam se ostatní těší.',
      'We are looking for people who enjoy making the house a place others look forward to.',
    ),
    body: rt(
      'Jsme malý tým a každý z nás má vliv na to, jak se lidé v domě cítí. Nenašli jste pozici pro sebe? Napište nám na jobs@hub1909.cz.',
      'We are a small team, and each of us shapes how people feel in the house. No position for you? Write to jobs@hub1909.cz.',
    ),
    editorNote: 'Example text.',
  },
  {
    key: 'visit',
    title: t('Návštěva domu', 'Visiting the house'),
    lead: t(
      'Vše, co se hodí vědět, než k nám přijdete: kudy do domu bez schodů, jak se k nám dostanete, co v domě platí a odpovědi na časté dotazy.',
      'What helps to know before you come: the step-free way in, how to get here, the house rules and answers to frequent questions.',
    ),
    body: rt(
      '## Přístup a bezbariérovost\n\nDo domu se dostanete z Husovy ulice průjezdem do dvora; budova tiskárny stojí v jeho zadní části. Cesta od ulice až ke dveřím vede bez schodů a vstupní dveře se otevírají samy.\n\n- **Výtah** jezdí do všech pater i na terasu a vejde se do něj vozík s doprovodem.\n- **Bezbariérová toaleta** je v přízemí vedle kavárny.\n- **Pomoc**: dejte nám vědět předem na recepci, rádi vás ve dvoře vyzvedneme.\n\n## Jak se k nám dostanete\n\n- **Metro**: stanice Staroměstská (linka A) nebo Můstek (linky A a B), odtud pět minut pěšky.\n- **Tramvaj**: zastávka Karlovy lázně (linky 2, 17 a 18), odtud tři minuty pěšky.\n- **Auto**: dům vlastní parkoviště nemá a ulice kolem jsou zónou placeného stání pro rezidenty. Nejbližší veřejné garáže jsou pod Národním divadlem, asi deset minut pěšky; pohodlnější je nechat auto na parkovišti P+R a dojet metrem.\n- **Kolo**: stojany na kola jsou ve dvoře.\n\n## Domovní řád\n\nDům je otevřený Po–Pá 8:00–20:00, o víkendu po domluvě s recepcí. Hosté se zapíšou na recepci. V coworku mluvíme tiše a telefonujeme v budkách nebo v kavárně. V celém domě i ve dvoře se nekouří.\n\n## Storno podmínky zasedacích místností\n\nPro hosty, kteří nejsou členy: rezervaci zrušíte zdarma nejpozději 48 hodin před začátkem. Při zrušení 48 až 24 hodin předem účtujeme polovinu ceny, při pozdějším zrušení nebo když nepřijdete, celou cenu. Členové rezervaci zruší zdarma nejpozději 24 hodin předem.\n\n## Kavárna\n\nKavárna v přízemí je otevřená Po–Pá 8:00–18:00 pro členy i pro veřejnost. Členové mají kávu a čaj v ceně.\n\n## Časté dotazy\n\n### Mohu si dům nejdřív vyzkoušet?\n\nAno. První den v coworku je zdarma: rezervujte si ho tlačítkem Den na zkoušku na úvodní stránce nebo nám napište na hello@hub1909.cz.\n\n### Dostanu se do domu i mimo 8:00–20:00?\n\nNájemci soukromých kanceláří mají čip a do své kanceláře mohou kdykoli. Ostatním otevřeme dům mimo otevírací dobu po domluvě s recepcí, například pro akci nebo workshop.\n\n### Mohu přivést hosta?\n\nAno. Host se zapíše na recepci a může s vámi být v kavárně nebo v zasedací místnosti; pracovat v coworku může s Day Passem. Na vybrané akce mohou hosta přivést členové Clubu.\n\n### Jak se připojím k Wi-Fi?\n\nHosté se připojí k síti HUB1909-Guest, heslo dostanou na recepci. Členové používají síť HUB1909-Members.\n\n### Mohu v domě tisknout?\n\nNa každém patře je tiskárna se skenerem. Členové tisknou s členskou kartou, návštěvníci s Day Passem si o tisk řeknou na recepci.\n\n### Může mi sem chodit pošta?\n\nAno, členům a firmám, které mají v domě sídlo. Recepce poštu uloží do vaší přihrádky a na přání ji naskenuje.',
      '## Access and accessibility\n\nYou reach the house from Husova street through the passage into the courtyard; the printing house stands at its back. The way from the street to the door has no steps, and the entrance door opens by itself.\n\n- **Lift**: it serves every floor and the terrace and takes a wheelchair with a companion.\n- **Accessible toilet**: on the ground floor next to the café.\n- **Help**: let reception know in advance and we will gladly meet you in the courtyard.\n\n## Getting here\n\n- **Metro**: Staroměstská (line A) or Můstek (lines A and B), then five minutes on foot.\n- **Tram**: Karlovy lázně stop (lines 2, 17 and 18), then three minutes on foot.\n- **Car**: the house has no car park and the streets around are residents\' paid parking. The nearest public garage is under the National Theatre, about ten minutes on foot; it is easier to leave the car at a Park and Ride and come by metro.\n- **Bike**: there are bike stands in the courtyard.\n\n## House rules\n\nThe house is open Mon–Fri 8:00–20:00; at weekends by appointment with reception. Guests sign in at reception. In the coworking space we speak quietly and take calls in the phone booths or the café. There is no smoking in the house or the courtyard.\n\n## Meeting-room cancellations\n\nFor guests who are not members: cancel a booking free of charge at least 48 hours before it starts. Cancelled 48 to 24 hours ahead, we charge half the price; cancelled later, or if nobody comes, the full price. Members cancel free of charge at least 24 hours ahead.\n\n## Café\n\nThe café on the ground floor is open Mon–Fri 8:00–18:00 to members and the public. Coffee and tea are included for members.\n\n## Frequently asked questions\n\n### Can I try the house first?\n\nYes. Your first day in the coworking space is free: book it with the Book a trial day button on the home page or write to hello@hub1909.cz.\n\n### Can I get in outside 8:00–20:00?\n\nTenants of the private offices have a key fob and can use their office at any time. For everyone else we open the house outside opening hours by appointment with reception, for an event or a workshop for example.\n\n### Can I bring a guest?\n\nYes. Your guest signs in at reception and may join you in the café or a meeting room; to work in the coworking space they need a Day Pass. Club members may bring a guest to listed events.\n\n### How do I join the Wi-Fi?\n\nGuests join the HUB1909-Guest network; reception gives them the password. Members use the HUB1909-Members network.\n\n### Can I print?\n\nThere is a printer with a scanner on every floor. Members print with their member card; visitors with a Day Pass ask at reception.\n\n### Can I receive mail here?\n\nYes, if you are a member or your company has its registered office in the house. Reception puts your mail in your pigeonhole and scans it on request.',
    ),
    editorNote:
      'Example: the transport, parking, lift, cancellation terms and café hours are invented around the brief’s facts (opening hours 8–20, trial day, guests at listed events); check them against the building. Address, opening hours and map links come from Site settings.',
  },
  ...listPages(),
].map((p) => ({ ...p, _status: 'published' }))

/**
 * The lists' headings and leads as the site's messages have them (one source), for staff to edit
 * with the lists' search-engine fields; the blog's lead names the street, so the site writes it.
 */
function listPages() {
  const text = (locale: typeof cs, key: 'events' | 'blog' | 'spaces' | 'membership' | 'contact' | 'projects') => {
    const n = locale[key] as { title: string; lead?: string; intro?: string }
    return { title: n.title, lead: key === 'blog' ? undefined : (n.lead ?? n.intro) }
  }
  return (['events', 'blog', 'spaces', 'membership', 'contact', 'projects'] as const).map((key) => {
    const [c, e] = [text(cs, key), text(en, key)]
    return {
      key,
      title: t(c.title, e.title),
      ...(c.lead && e.lead ? { lead: t(c.lead, e.lead) } : {}),
      editorNote: 'The list page\'s heading and lead; its search-engine fields left empty use the site\'s own title and description.',
    }
  })
}
