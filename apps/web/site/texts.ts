/**
 * The site's words, in English and Dutch: one catalogue of the same kind the tables use
 * (`src/i18n/catalogue.ts`), so a text is a key here and nowhere else. The pages name a key where a text goes
 * (`<p data-t="home.lead"></p>`, `data-t-aria-label="…"` for an attribute); the build writes the English in
 * (`words.ts`, for readers without scripts and for search engines) and the page puts the reader's language in
 * when it starts (`site.ts`).
 *
 * Messages may hold a little markup of their own (`<code>`, `<a>`, `<strong>`): they are the site's, never a
 * reader's. Game names are names and stay as they are in both languages.
 *
 * @module
 */
import { defineCatalogue } from '../src/i18n/catalogue.ts';

export const siteTexts = defineCatalogue(
  {
    // Every page
    skip: 'Skip to the content',
    'nav.label': 'Site',
    'nav.play': 'Play',
    'nav.together': 'Play together',
    'nav.ratings': 'Ratings',
    'nav.howToPlay': 'How to play',
    'howto.title': 'How to play · Tafel',
    'howto.link': 'How to play, with an example',
    'howto.guided': 'First game? Play guided',
    'lang.label': 'Language',
    'table.label': 'The table',
    'footer.about': 'Tafel plays Wiezen, Die Weinhändler, Wine Cellar and the six games of Das Spiel.',
    'footer.api': 'API reference',
    'footer.source': 'Source code',
    'embed.title': 'On your own site',
    'embed.intro':
      'One script tag and one element (the table speaks English or Dutch, plays against bots in a Web Worker, and fires <code>tafel-move</code>, <code>tafel-end</code> and <code>tafel-error</code> events):',
    'embed.theming':
      'Style it with CSS custom properties (<code>--tafel-accent</code>, <code>--tafel-bg</code>, <code>--tafel-felt</code>, …) and <code>::part(move)</code>, <code>::part(board)</code>; <code>theme="dark"</code> forces the dark look.',
    'embed.snippet': 'The snippet to copy',
    'attrs.label': 'The attributes',
    'attrs.attribute': 'attribute',
    'attrs.values': 'values',
    'attrs.does': 'what it does',
    'attrs.text': 'text',
    'attrs.ms': 'milliseconds',
    'attrs.seed': 'the deal: the same seed plays the same game (a new one by default)',
    'attrs.seats.values':
      '<code>you</code>, <code>bot</code>, <code>bot:easy|normal|strong</code>, <code>hotseat</code>, comma-separated',
    'attrs.seats': 'who sits where',
    'attrs.lang.values': '<code>en</code> or <code>nl</code>',
    'attrs.lang': 'the table’s language (the page’s by default)',
    'attrs.bot-delay': 'time between bot moves, so a person can follow (600; 0 in tests)',
    // The home page
    'home.title': 'Tafel — Wiezen, Die Weinhändler, Wine Cellar and Das Spiel',
    'home.description':
      'Play Wiezen, Die Weinhändler, Wine Cellar and the six dice-pyramid games of Das Spiel in your browser: against bots, with friends, or on your own site.',
    'home.heading': 'Games from the rulebook, at your table',
    'home.lead':
      'Nine tabletop games that lived only in rulebooks, at a table in your browser: against bots, with friends at one screen or each at their own, or embedded in your own site.',
    'home.bots': 'Play against bots',
    'home.friends': 'Play with friends',
    'home.cards': 'Card games',
    'home.dice': 'Das Spiel: six games on one pyramid of 165 dice',
    'home.dice.lead':
      'Four colours of dice stacked into a pyramid, drawn as it looks from above; each game takes it apart or builds it up its own way.',
    'home.players.1-2': '1–2 players',
    'home.players.4': '4 players',
    'home.players.3-5': '3–5 players',
    'home.players.2-3': '2–3 players',
    'home.players.2-6': '2–6 players',
    'home.realtime': 'real time',
    'home.duel': 'Duel',
    'home.solo': 'Solo',
    'home.wine-cellar': 'An 18-card duel of bids and cellars, or solo against the automaton.',
    'home.wiezen': 'Belgian whist: vragen, meegaan, abondance, miserie, troel, solo slim.',
    'home.weinhaendler':
      'Bid for wine with your hand cards, then build your cellar pyramid of fifteen bottles.',
    'home.abquetschen': 'Build next to your own dice and squeeze the others’ dice inside the pyramid.',
    'home.raffzahn': 'Everybody grabs at once: free dice that match the roll, as the pyramid comes down.',
    'home.bunte-kuh': 'Spot a funnel whose sum matches the roll, call it first, and get rid of your dice.',
    'home.cui-bono': 'Pull dice from the bottom of the pyramid and keep as few as you can.',
    'home.eintrichtern': 'Lift red dice, hear the hidden funnel sums, and remember them.',
    'home.wuerfelmarsch':
      'March your five dice across the plate to the opposite corner, capturing on the way.',
    'home.play': 'Play',
    'home.play.lead':
      'Pick a game and sit down: the table appears below. With friends, the match is hosted here and every seat gets a link.',
    'home.embed':
      'One script tag and one element put a table on any page: it speaks English or Dutch, its bots think in a Web Worker, and its colours follow the page’s light or dark look. Each game’s page has the snippet and every attribute.',
    // The lobby's forms (its logic is `lobby.ts`)
    'lobby.bots': 'Against bots',
    'lobby.friends': 'With friends',
    'lobby.game': 'Game',
    'lobby.players': 'Players',
    'lobby.level': 'Bots',
    'lobby.easy': 'easy',
    'lobby.normal': 'normal',
    'lobby.strong': 'strong',
    'lobby.lang': 'Language of the table',
    'lobby.start': 'Start a game against bots',
    'lobby.fill': 'Empty seats filled by',
    'lobby.fill.open': 'friends (links to share)',
    'lobby.fill.bot': 'bots',
    'lobby.host': 'Host a match',
    // The game pages
    'wine-cellar.title': 'Tafel — Wine Cellar',
    'wine-cellar.intro':
      'Eighteen wine cards, eight tricks. Each trick two wines are on offer: both players bid a card at once (in the 2021 rules the leader bids first and the other follows suit); the higher bid takes one prize and puts it on top of or under his cellar, the other player gets the other prize. Every card’s track scores the bottle by its place in the cellar; the card bid in the last trick is the bonus card. Solo: one player against the automaton’s pile, with a rank at the end.',
    'wine-cellar.modes': 'How to play',
    'wine-cellar.duel': 'Duel against a bot',
    'wine-cellar.solo': 'Solo against the automaton',
    'wine-cellar.options': 'the 2021 prototype rules; the advanced swap of the bonus card (on)',
    'wiezen.title': 'Tafel — Wiezen',
    'wiezen.intro':
      'Belgian whist for four: 13 cards each, the last card turned for trump. In the auction a player asks (vragen) and another joins (meegaan) to make 8 tricks together, or someone bids alone, abondance (9–12 tricks), miserie (no trick), miserie op tafel, solo or solo slim. Three aces make troel. The score sheet keeps the running totals deal by deal.',
    'wiezen.options': 'deals in the session; how the pack is shuffled; who deals first',
    'weinhaendler.title': 'Tafel — Die Weinhändler',
    'weinhaendler.intro':
      'Three to five wine merchants bid hand cards for the four wines on display: the bids must all differ, the highest bidder swaps his bid for the display, the others may swap with the lower ones. Then everybody builds a cellar pyramid of five, four, three, two and one bottles: trios of a colour or shape score, stars count.',
    'weinhaendler.options': 'who starts the first round (drawn from the seed by default)',
    'das-spiel.title': 'Tafel — Das Spiel',
    'das-spiel.heading': 'Das Spiel: six games on one dice pyramid',
    'das-spiel.intro':
      '165 dice in four colours stacked into a pyramid; six games, each with its own way of taking it apart or building it up. Choose one (the link keeps it: <code>das-spiel.html#raffzahn</code>); its rules in short are on the table.',
    'das-spiel.games': 'The games',
    'das-spiel.embed':
      'One script tag and one element; the <code>game</code> attribute picks the game. Raffzahn and Bunte Kuh are real-time: the bots race you with their reaction times (their level; <code>bot-delay</code> scales them, 600 is their own pace).',
    'das-spiel.game': 'the game on the pyramid',
    'das-spiel.seed': 'the same seed builds the same pyramid and rolls (a new one by default)',
    'das-spiel.bot-delay':
      'turn-based games: time before each bot move (600); real-time games: the bots’ reaction times scaled by <code>bot-delay / 600</code>',
    'das-spiel.options': 'the game’s options (see the rules)',
    'das-spiel.controls':
      'Zoom with the + and − buttons or the wheel, drag to pan; on a phone pinch as usual. Keyboard: Tab to a lit die or hollow, Enter to choose; in Würfelmarsch the plate is drawn from your side and the arrow keys tilt the die in focus (↑ forward — ↑ then ← or → when both ways forward are open —, ← left, → right).',
    // The hosted table
    'play.title': 'Tafel — a hosted table',
    'play.heading': 'A hosted table',
    'replay.title': 'Tafel — a replay',
    'replay.heading': 'A replay',
    'replay.label': 'The replay',
    // Not found
    'missing.title': 'Tafel — page not found',
    'missing.heading': 'Nothing on this table',
    'missing.lead':
      'There is no page at this address: the link may be old or mistyped. Every game is one click away:',
    'missing.home': 'Back to the home page',
  },
  {
    skip: 'Naar de inhoud',
    'nav.label': 'Site',
    'nav.play': 'Spelen',
    'nav.together': 'Samen spelen',
    'nav.ratings': 'Ranglijsten',
    'nav.howToPlay': 'Zo speel je',
    'howto.title': 'Zo speel je · Tafel',
    'howto.link': 'Zo speel je, met een voorbeeld',
    'howto.guided': 'Eerste keer? Speel begeleid',
    'lang.label': 'Taal',
    'table.label': 'De tafel',
    'footer.about': 'Tafel speelt Wiezen, Die Weinhändler, Wine Cellar en de zes spellen van Das Spiel.',
    'footer.api': 'API-naslag',
    'footer.source': 'Broncode',
    'embed.title': 'Op je eigen site',
    'embed.intro':
      'Eén scripttag en één element (de tafel spreekt Engels of Nederlands, speelt tegen bots in een Web Worker en stuurt de events <code>tafel-move</code>, <code>tafel-end</code> en <code>tafel-error</code>):',
    'embed.theming':
      'Geef hem je eigen stijl met CSS custom properties (<code>--tafel-accent</code>, <code>--tafel-bg</code>, <code>--tafel-felt</code>, …) en <code>::part(move)</code>, <code>::part(board)</code>; <code>theme="dark"</code> maakt hem donker.',
    'embed.snippet': 'De code om te kopiëren',
    'attrs.label': 'De attributen',
    'attrs.attribute': 'attribuut',
    'attrs.values': 'waarden',
    'attrs.does': 'wat het doet',
    'attrs.text': 'tekst',
    'attrs.ms': 'milliseconden',
    'attrs.seed': 'de deling: hetzelfde seed speelt hetzelfde spel (standaard telkens een nieuw)',
    'attrs.seats.values':
      '<code>you</code>, <code>bot</code>, <code>bot:easy|normal|strong</code>, <code>hotseat</code>, gescheiden door komma’s',
    'attrs.seats': 'wie waar zit',
    'attrs.lang.values': '<code>en</code> of <code>nl</code>',
    'attrs.lang': 'de taal van de tafel (standaard die van de pagina)',
    'attrs.bot-delay': 'tijd tussen de zetten van de bots, zodat een mens kan volgen (600; 0 in tests)',
    'home.title': 'Tafel — Wiezen, Die Weinhändler, Wine Cellar en Das Spiel',
    'home.description':
      'Speel Wiezen, Die Weinhändler, Wine Cellar en de zes dobbelsteenpiramidespellen van Das Spiel in je browser: tegen bots, met vrienden, of op je eigen site.',
    'home.heading': 'Spellen uit het regelboek, aan jouw tafel',
    'home.lead':
      'Negen tafelspellen die alleen in regelboeken bestonden, aan een tafel in je browser: tegen bots, met vrienden aan één scherm of elk aan het zijne, of op je eigen site.',
    'home.bots': 'Speel tegen bots',
    'home.friends': 'Speel met vrienden',
    'home.cards': 'Kaartspellen',
    'home.dice': 'Das Spiel: zes spellen op één piramide van 165 dobbelstenen',
    'home.dice.lead':
      'Dobbelstenen in vier kleuren, gestapeld tot een piramide en getekend zoals je hem van boven ziet; elk spel breekt hem op zijn eigen manier af of bouwt hem op.',
    'home.players.1-2': '1–2 spelers',
    'home.players.4': '4 spelers',
    'home.players.3-5': '3–5 spelers',
    'home.players.2-3': '2–3 spelers',
    'home.players.2-6': '2–6 spelers',
    'home.realtime': 'snelheid',
    'home.duel': 'Duel',
    'home.solo': 'Solo',
    'home.wine-cellar': 'Een duel van 18 kaarten, van biedingen en kelders, of solo tegen de automaat.',
    'home.wiezen': 'Wiezen zoals in Vlaanderen: vragen, meegaan, abondance, miserie, troel, solo slim.',
    'home.weinhaendler': 'Bied met je handkaarten op wijn en bouw je kelderpiramide van vijftien flessen.',
    'home.abquetschen': 'Bouw naast je eigen dobbelstenen en knijp die van de anderen in de piramide af.',
    'home.raffzahn':
      'Iedereen grijpt tegelijk: vrije stenen die bij de worp passen, terwijl de piramide afbrokkelt.',
    'home.bunte-kuh':
      'Zie een trechter waarvan de som bij de worp past, roep hem eerst en raak je stenen kwijt.',
    'home.cui-bono': 'Trek stenen onder uit de piramide en houd er zo weinig mogelijk over.',
    'home.eintrichtern': 'Til rode stenen op, hoor de verborgen trechtersommen en onthoud ze.',
    'home.wuerfelmarsch': 'Laat je vijf stenen over het bord naar de overkant marcheren en sla onderweg.',
    'home.play': 'Spelen',
    'home.play.lead':
      'Kies een spel en schuif aan: de tafel verschijnt hieronder. Met vrienden staat de partij op deze server en krijgt elke plaats een link.',
    'home.embed':
      'Eén scripttag en één element zetten een tafel op elke pagina: hij spreekt Engels of Nederlands, zijn bots denken in een Web Worker en zijn kleuren volgen de lichte of donkere stand van de pagina. Op de pagina van elk spel staan de code en alle attributen.',
    'lobby.bots': 'Tegen bots',
    'lobby.friends': 'Met vrienden',
    'lobby.game': 'Spel',
    'lobby.players': 'Spelers',
    'lobby.level': 'Bots',
    'lobby.easy': 'makkelijk',
    'lobby.normal': 'normaal',
    'lobby.strong': 'sterk',
    'lobby.lang': 'Taal van de tafel',
    'lobby.start': 'Start een spel tegen bots',
    'lobby.fill': 'Lege plaatsen voor',
    'lobby.fill.open': 'vrienden (links om te delen)',
    'lobby.fill.bot': 'bots',
    'lobby.host': 'Open een partij',
    'wine-cellar.title': 'Tafel — Wine Cellar',
    'wine-cellar.intro':
      'Achttien wijnkaarten, acht slagen. Elke slag liggen er twee wijnen klaar: beide spelers bieden tegelijk een kaart (in de regels van 2021 biedt de voorspeler eerst en bekent de ander kleur); het hoogste bod neemt één prijs en legt die boven op of onder in zijn kelder, de ander krijgt de andere prijs. Het spoor op elke kaart geeft de fles punten naar haar plaats in de kelder; de kaart die in de laatste slag geboden is, is de bonuskaart. Solo: één speler tegen de stapel van de automaat, met een rang aan het eind.',
    'wine-cellar.modes': 'Hoe je speelt',
    'wine-cellar.duel': 'Duel tegen een bot',
    'wine-cellar.solo': 'Solo tegen de automaat',
    'wine-cellar.options': 'de prototyperegels van 2021; de gevorderde ruil van de bonuskaart (aan)',
    'wiezen.title': 'Tafel — Wiezen',
    'wiezen.intro':
      'Wiezen met vier: elk 13 kaarten, de laatste kaart wordt omgedraaid als troef. Bij het bieden vraagt een speler en gaat een ander mee om samen 8 slagen te halen, of speelt iemand alleen: abondance (9–12 slagen), miserie (geen slag), miserie op tafel, solo of solo slim. Met drie azen speel je troel. Het scoreblad houdt de stand bij, deling na deling.',
    'wiezen.options': 'delingen in de sessie; hoe de kaarten geschud worden; wie eerst deelt',
    'weinhaendler.title': 'Tafel — Die Weinhändler',
    'weinhaendler.intro':
      'Drie tot vijf wijnhandelaars bieden handkaarten op de vier uitgestalde wijnen: de biedingen moeten allemaal verschillen, de hoogste bieder ruilt zijn bod tegen de uitstalling, de anderen mogen ruilen met de lagere. Daarna bouwt iedereen een kelderpiramide van vijf, vier, drie, twee en één fles: drietallen van een kleur of vorm scoren, sterren tellen.',
    'weinhaendler.options': 'wie de eerste ronde begint (standaard getrokken uit het seed)',
    'das-spiel.title': 'Tafel — Das Spiel',
    'das-spiel.heading': 'Das Spiel: zes spellen op één dobbelsteenpiramide',
    'das-spiel.intro':
      '165 dobbelstenen in vier kleuren, gestapeld tot een piramide; zes spellen, elk met een eigen manier om hem af te breken of op te bouwen. Kies er een (de link onthoudt het: <code>das-spiel.html#raffzahn</code>); de regels in het kort staan bij de tafel.',
    'das-spiel.games': 'De spellen',
    'das-spiel.embed':
      'Eén scripttag en één element; het attribuut <code>game</code> kiest het spel. Raffzahn en Bunte Kuh zijn snelheidsspellen: de bots racen tegen je met hun reactietijden (naar hun niveau; <code>bot-delay</code> schaalt ze, 600 is hun eigen tempo).',
    'das-spiel.game': 'het spel op de piramide',
    'das-spiel.seed':
      'hetzelfde seed bouwt dezelfde piramide en gooit dezelfde worpen (standaard telkens een nieuw)',
    'das-spiel.bot-delay':
      'beurtspellen: de tijd voor elke zet van een bot (600); snelheidsspellen: de reactietijden van de bots maal <code>bot-delay / 600</code>',
    'das-spiel.options': 'de opties van het spel (zie de regels)',
    'das-spiel.controls':
      'Zoom met de knoppen + en − of het scrollwiel, sleep om te verschuiven; op een telefoon knijp je zoals altijd. Toetsenbord: Tab naar een verlichte steen of holte, Enter om te kiezen; in Würfelmarsch zie je het bord van jouw kant en kantelen de pijltjestoetsen de steen met de focus (↑ vooruit — ↑ en dan ← of → als beide wegen vooruit open zijn —, ← links, → rechts).',
    'play.title': 'Tafel — een gedeelde tafel',
    'play.heading': 'Een gedeelde tafel',
    'replay.title': 'Tafel — een herhaling',
    'replay.heading': 'Een herhaling',
    'replay.label': 'De herhaling',
    'missing.title': 'Tafel — pagina niet gevonden',
    'missing.heading': 'Hier ligt niets op tafel',
    'missing.lead':
      'Op dit adres staat geen pagina: de link is misschien oud of verkeerd getypt. Elk spel is één klik verder:',
    'missing.home': 'Terug naar de startpagina',
  },
);

/** A key of the site's catalogue. */
export type SiteKey = keyof typeof siteTexts.en;
