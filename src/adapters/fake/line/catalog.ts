/**
 * What the fake line is made of: real sports and championship names, and
 * invented team and player names (cities from syllables, so no real club is
 * named). The numbers give each sport a believable scoring pace, lines that
 * pace makes near evens (a timed sport's main total is about the points its
 * pace scores) and its real break minutes.
 */
export interface SportDef {
  name: string;
  slug: string;
  /** A draw is a possible result (1X2 instead of 12). */
  draw: boolean;
  /** Players, not teams. */
  individual: boolean;
  /** Main total line and the distance between total lines. */
  total: number;
  totalStep: number;
  /** Distance between handicap lines. */
  handicapStep: number;
  /**
   * Playing time in minutes: a timed sport finishes after it; a set sport's
   * longest match (every set played, each at its longest) fits in it.
   */
  durationMinutes: number;
  /**
   * Where the game clock stops for a break, at the sport's real break minutes
   * (half time, between periods or quarters), and how long each lasts in real
   * minutes. None for set sports and baseball, which have no game clock to stop.
   */
  breaks: readonly { atMinute: number; minutes: number }[];
  /** Scoring events per minute, both sides together (timed sports; 0 for set sports, whose scoring events are sets). */
  eventsPerMinute: number;
  /** Points one scoring event is worth (picked at random). */
  points: readonly number[];
  /**
   * Timed sports: by how many points the strongest side beats the weakest on
   * average (a strength gap of 1), so each side's share of the scoring, and
   * the main handicap line, follow from the gap at the sport's scale.
   */
  margin?: number;
  /** Set-based sports: a match is played set by set until a side has won this many. */
  winningScore?: number;
  /**
   * The totals count games or points and the handicaps points, which the
   * fake's score (sets won) does not carry, so the bookmaker settles them
   * void. Only set sports.
   */
  totalsOffScore?: boolean;
  handicapsOffScore?: boolean;
  /** Team name patterns; {city} is replaced. Unused for individual sports. */
  teamPatterns: readonly string[];
  champs: readonly (readonly [country: string, name: string])[];
}

export const SPORTS: readonly SportDef[] = [
  {
    name: 'Football', slug: 'football', draw: true, individual: false,
    total: 2.5, totalStep: 1, handicapStep: 1, durationMinutes: 90, breaks: [{ atMinute: 45, minutes: 15 }], eventsPerMinute: 0.03, points: [1], margin: 2.5,
    teamPatterns: ['FC {city}', '{city} United', '{city} City', 'Real {city}', '{city} Rovers', 'Sporting {city}', 'Dynamo {city}', '{city} Athletic', 'Olympic {city}'],
    champs: [
      ['England', 'Premier League'], ['England', 'Championship'], ['Spain', 'Primera Division'], ['Germany', 'Bundesliga'],
      ['Italy', 'Serie A'], ['France', 'Ligue 1'], ['Netherlands', 'Eredivisie'], ['Portugal', 'Primeira Liga'],
      ['Brazil', 'Serie A'], ['International', 'Champions League'],
    ],
  },
  {
    name: 'Ice Hockey', slug: 'ice-hockey', draw: true, individual: false,
    total: 5.5, totalStep: 1, handicapStep: 1, durationMinutes: 60, breaks: [{ atMinute: 20, minutes: 17 }, { atMinute: 40, minutes: 17 }], eventsPerMinute: 0.09, points: [1], margin: 3,
    teamPatterns: ['{city} Wolves', '{city} Bears', '{city} Hawks', '{city} Lynx', 'HC {city}', '{city} Steelers', '{city} Eagles'],
    champs: [
      ['International', 'World Championship'], ['Sweden', 'SHL'], ['Finland', 'Liiga'],
      ['Czech Republic', 'Extraliga'], ['Switzerland', 'National League'], ['Germany', 'DEL'],
    ],
  },
  {
    name: 'Basketball', slug: 'basketball', draw: false, individual: false,
    total: 165.5, totalStep: 3, handicapStep: 2, durationMinutes: 48,
    breaks: [{ atMinute: 12, minutes: 2 }, { atMinute: 24, minutes: 15 }, { atMinute: 36, minutes: 2 }], eventsPerMinute: 1.72, points: [1, 2, 2, 2, 3], margin: 24,
    teamPatterns: ['{city} Giants', '{city} Rockets', 'BC {city}', '{city} Spurs', '{city} Comets', '{city} Titans'],
    champs: [
      ['USA', 'NBA'], ['International', 'EuroLeague'], ['Spain', 'ACB'], ['Turkey', 'Super League'],
      ['Italy', 'Serie A'], ['Greece', 'Basket League'], ['France', 'Pro A'], ['Lithuania', 'LKL'],
    ],
  },
  {
    name: 'Tennis', slug: 'tennis', draw: false, individual: true,
    total: 22.5, totalStep: 1, handicapStep: 1, durationMinutes: 150, breaks: [], eventsPerMinute: 0, points: [1], winningScore: 2, totalsOffScore: true,
    teamPatterns: [],
    champs: [
      ['International', 'ATP Masters'], ['Spain', 'ATP Madrid'], ['Italy', 'WTA Rome'],
      ['France', 'Roland Garros. Men'], ['France', 'Roland Garros. Women'], ['International', 'ITF Futures'],
    ],
  },
  {
    name: 'Volleyball', slug: 'volleyball', draw: false, individual: false,
    total: 182.5, totalStep: 4, handicapStep: 2, durationMinutes: 120, breaks: [], eventsPerMinute: 0, points: [1], winningScore: 3,
    totalsOffScore: true, handicapsOffScore: true,
    teamPatterns: ['VC {city}', '{city} Volley', '{city} Spikers', 'Team {city}'],
    champs: [
      ['Italy', 'SuperLega'], ['Poland', 'PlusLiga'], ['Turkey', 'Efeler Ligi'], ['Brazil', 'Superliga'],
      ['International', 'Nations League'],
    ],
  },
  {
    name: 'Handball', slug: 'handball', draw: true, individual: false,
    total: 55.5, totalStep: 2, handicapStep: 2, durationMinutes: 60, breaks: [{ atMinute: 30, minutes: 10 }], eventsPerMinute: 0.92, points: [1], margin: 10,
    teamPatterns: ['HC {city}', '{city} Handball', 'SG {city}', '{city} Vikings'],
    champs: [
      ['Germany', 'Bundesliga'], ['France', 'Starligue'], ['Denmark', 'Handboldligaen'], ['Spain', 'Liga ASOBAL'],
      ['International', 'EHF Champions League'],
    ],
  },
  {
    name: 'Baseball', slug: 'baseball', draw: false, individual: false,
    total: 8.5, totalStep: 1, handicapStep: 1, durationMinutes: 180, breaks: [], eventsPerMinute: 0.03, points: [1, 1, 1, 2, 3], margin: 4,
    teamPatterns: ['{city} Pirates', '{city} Mariners', '{city} Foxes', '{city} Sox'],
    champs: [['USA', 'MLB'], ['Japan', 'NPB'], ['South Korea', 'KBO League'], ['Mexico', 'LMB']],
  },
  {
    name: 'American Football', slug: 'american-football', draw: false, individual: false,
    total: 45.5, totalStep: 3, handicapStep: 3, durationMinutes: 60,
    breaks: [{ atMinute: 15, minutes: 2 }, { atMinute: 30, minutes: 13 }, { atMinute: 45, minutes: 2 }], eventsPerMinute: 0.134, points: [3, 7, 7], margin: 20,
    teamPatterns: ['{city} Chargers', '{city} Stallions', '{city} Rangers', '{city} Knights'],
    champs: [['USA', 'NFL'], ['USA', 'NCAA'], ['Canada', 'CFL']],
  },
  {
    name: 'Table Tennis', slug: 'table-tennis', draw: false, individual: true,
    total: 75.5, totalStep: 3, handicapStep: 2, durationMinutes: 40, breaks: [], eventsPerMinute: 0, points: [1], winningScore: 3,
    totalsOffScore: true, handicapsOffScore: true,
    teamPatterns: [],
    champs: [
      ['International', 'WTT Contender'], ['Czech Republic', 'Pro League'], ['Ukraine', 'Setka Cup'],
      ['International', 'TT Cup'], ['Poland', 'Liga Pro'],
    ],
  },
  {
    name: 'Futsal', slug: 'futsal', draw: true, individual: false,
    total: 6.5, totalStep: 1, handicapStep: 1, durationMinutes: 40, breaks: [{ atMinute: 20, minutes: 15 }], eventsPerMinute: 0.16, points: [1], margin: 4,
    teamPatterns: ['{city} Futsal', 'FS {city}', 'Inter {city}'],
    champs: [['Spain', 'Primera Division'], ['Brazil', 'Liga Futsal'], ['Portugal', 'Liga Placard'], ['International', 'Futsal Champions League']],
  },
  {
    name: 'Rugby Union', slug: 'rugby-union', draw: true, individual: false,
    total: 45.5, totalStep: 3, handicapStep: 3, durationMinutes: 80, breaks: [{ atMinute: 40, minutes: 12 }], eventsPerMinute: 0.114, points: [3, 5, 7], margin: 25,
    teamPatterns: ['{city} Warriors', '{city} Sharks', '{city} Lions', 'RC {city}'],
    champs: [['International', 'Six Nations'], ['England', 'Premiership'], ['France', 'Top 14'], ['International', 'United Rugby Championship']],
  },
  {
    name: 'Darts', slug: 'darts', draw: false, individual: true,
    total: 9.5, totalStep: 1, handicapStep: 1, durationMinutes: 60, breaks: [], eventsPerMinute: 0, points: [1], winningScore: 6,
    teamPatterns: [],
    champs: [['International', 'Premier League'], ['International', 'World Championship'], ['International', 'European Tour']],
  },
];

const CITY_STARTS = [
  'Bel', 'Kar', 'Mor', 'Ald', 'Brin', 'Cas', 'Dor', 'Elm', 'Fal', 'Gran', 'Hal', 'Ives', 'Kel', 'Lin', 'Mar',
  'Nor', 'Oak', 'Port', 'Red', 'Sal', 'Stan', 'Thorn', 'Val', 'West', 'Wind', 'Ash', 'Bright', 'Cold', 'Fair', 'Glen',
];
const CITY_ENDS = [
  'ford', 'ton', 'bury', 'field', 'wick', 'dale', 'mouth', 'haven', 'ville', 'burg', 'stead', 'more', 'bridge', 'port', 'holm',
];

/** 450 distinct invented city names ("Belford", "Westhaven"). */
export const CITIES: readonly string[] = CITY_STARTS.flatMap((start) => CITY_ENDS.map((end) => start + end));

export const SURNAMES: readonly string[] = [
  'Abbott', 'Barker', 'Castell', 'Dalton', 'Ellery', 'Fenwick', 'Garrow', 'Hadley', 'Ingram', 'Jarvis', 'Kendrick', 'Lowell',
  'Marsh', 'Norris', 'Oakes', 'Prentice', 'Quill', 'Radley', 'Sutter', 'Talbot', 'Upton', 'Vance', 'Whitlock', 'Yardley',
  'Alvarez', 'Bianchi', 'Costa', 'Dumont', 'Eriksen', 'Fischer', 'Garcia', 'Horvat', 'Ivanic', 'Jansen', 'Kowalski', 'Laurent',
  'Moreau', 'Novak', 'Olsen', 'Petrov', 'Quintero', 'Rossi', 'Silva', 'Tanaka', 'Urban', 'Varga', 'Weber', 'Zelenko',
];
export const INITIALS: readonly string[] = 'ABCDEFGHIJKLMNOPRSTVW'.split('');
