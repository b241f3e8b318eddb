import type { Style } from './art';

/** The demo marketplace's content: reference data, people and the works they show. */

export const SPECIALTIES = [
  'Abstract',
  'Landscape',
  'Portrait',
  'Contemporary',
  'Minimalism',
  'Impressionism',
  'Surrealism',
  'Urban',
  'Botanical',
  'Geometric',
  'Figurative',
  'Still Life',
];
export const INACTIVE_SPECIALTIES = ['Baroque Revival'];
export const MEDIUMS = [
  'Oil',
  'Acrylic',
  'Watercolor',
  'Ink',
  'Charcoal',
  'Gouache',
  'Mixed Media',
  'Digital',
  'Pastel',
  'Screen Print',
];
export const INACTIVE_MEDIUMS = ['Encaustic'];

/** Which generated style suits a specialty. */
export const STYLE_FOR_SPECIALTY: Record<string, Style[]> = {
  Abstract: ['color-field', 'waves', 'ink'],
  Landscape: ['landscape'],
  Portrait: ['portrait'],
  Contemporary: ['color-field', 'geometric', 'dots'],
  Minimalism: ['color-field', 'grid'],
  Impressionism: ['dots', 'landscape'],
  Surrealism: ['waves', 'portrait', 'geometric'],
  Urban: ['cityscape'],
  Botanical: ['botanical'],
  Geometric: ['geometric', 'grid'],
  Figurative: ['portrait', 'ink'],
  'Still Life': ['botanical', 'geometric'],
};

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
}

export interface DemoArtist extends DemoPerson {
  status: 'approved' | 'pending' | 'rejected';
  verified: boolean;
  bio: string | null;
  specialties: string[];
  mediums: string[];
  website?: string;
  social: Record<string, string>;
  /** How many artworks, and how many of them are not approved yet / were rejected. */
  artworks: number;
  pendingArtworks?: number;
  rejectedArtworks?: number;
  showcase?: number;
}

export const COLLECTOR: DemoPerson = {
  email: 'collector@atelier.test',
  firstName: 'Casey',
  lastName: 'Morgan',
  username: 'caseycollects',
};
export const ADMIN: DemoPerson = {
  email: 'admin@atelier.test',
  firstName: 'Alex',
  lastName: 'Rivera',
  username: 'alexadmin',
};
export const MORE_COLLECTORS: DemoPerson[] = [
  { email: 'sofia.lind@atelier.test', firstName: 'Sofia', lastName: 'Lind', username: 'sofialind' },
  { email: 'marcus.bell@atelier.test', firstName: 'Marcus', lastName: 'Bell', username: 'marcusbell' },
  { email: 'yuki.tanaka@atelier.test', firstName: 'Yuki', lastName: 'Tanaka', username: 'yukit' },
];
/** Artists who registered but never created their profile. */
export const ARTISTS_WITHOUT_PROFILE: DemoPerson[] = [
  { email: 'jonah.reyes@atelier.test', firstName: 'Jonah', lastName: 'Reyes', username: 'jonahreyes' },
  { email: 'amara.diallo@atelier.test', firstName: 'Amara', lastName: 'Diallo', username: 'amaradiallo' },
];

export const ARTISTS: DemoArtist[] = [
  {
    email: 'artist@atelier.test',
    firstName: 'Maya',
    lastName: 'Okafor',
    username: 'mayaokafor',
    status: 'approved',
    verified: true,
    bio: 'Maya paints the quiet hour before the city wakes: soft colour fields layered in oil until they glow. Based in Lisbon, she shows with small galleries across Europe and takes a handful of commissions each season.',
    specialties: ['Abstract', 'Contemporary', 'Minimalism'],
    mediums: ['Oil', 'Acrylic'],
    website: 'https://mayaokafor.art',
    social: {
      instagram: 'https://instagram.com/mayaokafor.studio',
      website: 'https://mayaokafor.art',
      behance: 'https://behance.net/mayaokafor',
    },
    artworks: 9,
    pendingArtworks: 2,
    rejectedArtworks: 1,
    showcase: 2,
  },
  {
    email: 'newartist@atelier.test',
    firstName: 'Theo',
    lastName: 'Lindqvist',
    username: 'theolindqvist',
    status: 'pending',
    verified: false,
    bio: 'Recent graduate from Konstfack working with ink and found paper. First time selling online.',
    specialties: ['Figurative'],
    mediums: ['Ink', 'Charcoal'],
    social: { instagram: 'https://instagram.com/theo.draws' },
    artworks: 2,
    pendingArtworks: 2,
  },
  {
    email: 'lena.hart@atelier.test',
    firstName: 'Lena',
    lastName: 'Hart',
    username: 'lenahart',
    status: 'approved',
    verified: true,
    bio: 'Landscape painter chasing weather across the Scottish Highlands. Every piece starts outdoors, in all conditions, and is finished in a converted barn studio.',
    specialties: ['Landscape', 'Impressionism'],
    mediums: ['Oil', 'Pastel'],
    website: 'https://lenahart.co.uk',
    social: {
      instagram: 'https://instagram.com/lenahartpaints',
      twitter: 'https://twitter.com/lenahart',
      etsy: 'https://etsy.com/shop/lenahartprints',
    },
    artworks: 8,
    showcase: 1,
  },
  {
    email: 'kenji.mori@atelier.test',
    firstName: 'Kenji',
    lastName: 'Mori',
    username: 'kenjimori',
    status: 'approved',
    verified: true,
    bio: 'Kenji reduces Tokyo to rhythm: rooftops, signals and rain, drawn in ink and printed by hand in small editions.',
    specialties: ['Urban', 'Geometric'],
    mediums: ['Ink', 'Screen Print'],
    social: { instagram: 'https://instagram.com/kenji.mori.ink' },
    artworks: 7,
    showcase: 1,
  },
  {
    email: 'ines.duarte@atelier.test',
    firstName: 'Inês',
    lastName: 'Duarte',
    username: 'inesduarte',
    status: 'approved',
    verified: false,
    bio: 'Botanical watercolours from a greenhouse in Porto. Slow work, layered washes, a lot of patience with ferns.',
    specialties: ['Botanical', 'Still Life'],
    mediums: ['Watercolor', 'Gouache'],
    social: { etsy: 'https://etsy.com/shop/inesduarte' },
    artworks: 7,
    rejectedArtworks: 1,
    showcase: 1,
  },
  {
    email: 'sam.whitaker@atelier.test',
    firstName: 'Sam',
    lastName: 'Whitaker',
    username: 'samwhitaker',
    status: 'approved',
    verified: true,
    bio: 'Portraits of friends, neighbours and strangers met on night buses. Sam works large, in acrylic, and fast.',
    specialties: ['Portrait', 'Figurative', 'Contemporary'],
    mediums: ['Acrylic', 'Charcoal'],
    website: 'https://samwhitaker.studio',
    social: { instagram: 'https://instagram.com/samwhitaker.paints', website: 'https://samwhitaker.studio' },
    artworks: 7,
    pendingArtworks: 1,
    showcase: 1,
  },
  {
    email: 'noor.haddad@atelier.test',
    firstName: 'Noor',
    lastName: 'Haddad',
    username: 'noorhaddad',
    status: 'approved',
    verified: true,
    bio: 'Geometric abstraction rooted in Islamic tile patterns and Bauhaus colour theory. Noor builds each composition on a hand-drawn grid.',
    specialties: ['Geometric', 'Abstract'],
    mediums: ['Gouache', 'Digital', 'Screen Print'],
    social: { behance: 'https://behance.net/noorhaddad', instagram: 'https://instagram.com/noor.grids' },
    artworks: 7,
    showcase: 1,
  },
  {
    email: 'oliver.grant@atelier.test',
    firstName: 'Oliver',
    lastName: 'Grant',
    username: 'olivergrant',
    status: 'approved',
    verified: false,
    bio: null,
    specialties: ['Surrealism'],
    mediums: ['Oil', 'Mixed Media'],
    social: {},
    artworks: 5,
    pendingArtworks: 1,
  },
  {
    email: 'priya.nair@atelier.test',
    firstName: 'Priya',
    lastName: 'Nair',
    username: 'priyanair',
    status: 'approved',
    verified: true,
    bio: 'Pointillist seascapes built from thousands of dots of colour. Priya lives by the Kerala backwaters and paints the light on the water at every hour.',
    specialties: ['Impressionism', 'Landscape'],
    mediums: ['Acrylic', 'Pastel'],
    social: {
      instagram: 'https://instagram.com/priyanair.dots',
      twitter: 'https://twitter.com/priyanairart',
    },
    artworks: 6,
    showcase: 1,
  },
  {
    email: 'felix.braun@atelier.test',
    firstName: 'Felix',
    lastName: 'Braun',
    username: 'felixbraun',
    status: 'approved',
    verified: false,
    bio: 'Minimal grids and quiet colour from Leipzig. Felix is interested in how little a painting needs.',
    specialties: ['Minimalism', 'Geometric'],
    mediums: ['Acrylic', 'Digital'],
    social: { website: 'https://felixbraun.de' },
    artworks: 5,
    rejectedArtworks: 1,
  },
  {
    email: 'rosa.alvarez@atelier.test',
    firstName: 'Rosa',
    lastName: 'Álvarez',
    username: 'rosaalvarez',
    status: 'pending',
    verified: false,
    bio: 'Muralist moving to canvas. Big colour, bold shapes, stories from Oaxaca.',
    specialties: ['Contemporary', 'Urban'],
    mediums: ['Acrylic', 'Mixed Media'],
    social: { instagram: 'https://instagram.com/rosa.murals' },
    artworks: 2,
    pendingArtworks: 2,
  },
  {
    email: 'dmitri.volkov@atelier.test',
    firstName: 'Dmitri',
    lastName: 'Volkov',
    username: 'dmitrivolkov',
    status: 'rejected',
    verified: false,
    bio: 'Digital collage.',
    specialties: ['Surrealism'],
    mediums: ['Digital'],
    social: {},
    artworks: 1,
    pendingArtworks: 1,
  },
  {
    email: 'hana.kim@atelier.test',
    firstName: 'Hana',
    lastName: 'Kim',
    username: 'hanakim',
    status: 'approved',
    verified: true,
    bio: 'Ink wash and charcoal studies of movement: dancers, birds, wind in tall grass. Hana trained in Seoul and now teaches drawing in Vancouver.',
    specialties: ['Figurative', 'Abstract'],
    mediums: ['Ink', 'Charcoal', 'Watercolor'],
    social: { instagram: 'https://instagram.com/hana.kim.ink', website: 'https://hanakim.ca' },
    artworks: 6,
    showcase: 1,
  },
];

const TITLE_WORDS: Record<string, string[]> = {
  Abstract: [
    'Morning Field',
    'Quiet Hour',
    'Threshold',
    'Afterglow',
    'Undertow',
    'Held Breath',
    'Low Tide',
    'Ember',
  ],
  Landscape: [
    'Glen at Dusk',
    'Rannoch Moor',
    'Storm over Skye',
    'Late Light',
    'The Long Valley',
    'Coastal Path',
    'First Snow',
  ],
  Portrait: ['Night Bus, 2am', 'Neighbour', 'The Baker', 'Red Scarf', 'Self, Tired', 'Waiting Room', 'June'],
  Contemporary: ['Signal', 'Soft Machine', 'Open Plan', 'Weekend', 'Pastel Noise'],
  Minimalism: ['Two Greys', 'Almost White', 'Interval', 'Horizon Study', 'One Line'],
  Impressionism: ['Backwater Light', 'Harbour Morning', 'Monsoon', 'Boats at Rest', 'Golden Hour'],
  Surrealism: ['The Listening Room', 'Clockwork Garden', 'Floating Stair', 'Night Swimmer'],
  Urban: ['Shibuya Rain', 'Rooftops', 'Last Train', 'Crossing', 'Neon Alley', 'Overpass'],
  Botanical: ['Fern Study', 'Monstera', 'Greenhouse Window', 'Wild Garlic', 'Peonies'],
  Geometric: ['Tessellation IV', 'Blue Lattice', 'Courtyard', 'Star Grid', 'Bauhaus Morning'],
  Figurative: ['Dancer in Blue', 'Three Birds', 'Tall Grass', 'Gesture'],
  'Still Life': ['Pears and Pitcher', 'Lemons', 'Kitchen Table', 'Blue Vase'],
};

export function titleFor(specialty: string, index: number): string {
  const words = TITLE_WORDS[specialty] ?? TITLE_WORDS.Abstract!;
  const base = words[index % words.length]!;
  return index >= words.length ? `${base} ${Math.floor(index / words.length) + 1}` : base;
}

export const DESCRIPTIONS = [
  'Built up in thin layers over several weeks, so the colour seems to shift as the light in the room changes.',
  'Painted in one long sitting and left deliberately unfinished at the edges. Signed and dated on the back.',
  'Part of a series made over one winter. Arrives ready to hang, wired on the back.',
  'A study that became a finished piece. The surface carries visible brush and pencil marks from the process.',
  'Made on archival materials and varnished for protection. Looks best in natural, indirect light.',
  'The artist returned to this motif many times; this is the version they kept longest in the studio.',
];

export const DIMENSIONS = [
  '30 x 40 cm',
  '50 x 70 cm',
  '60 x 60 cm',
  '80 x 100 cm',
  '24 x 36 in',
  '12 x 16 in',
  '100 x 120 cm',
];
export const PRINT_SIZES = ['A4 (21 x 29.7 cm)', 'A3 (29.7 x 42 cm)', 'A2 (42 x 59.4 cm)', '12 x 16 in'];

export const SHOWCASE = [
  {
    title: 'Wedding Portrait in Oil',
    medium: 'Oil',
    dimensions: '60 x 80 cm',
    price: 1800,
    completionTime: '6 weeks',
    description: 'A portrait of a couple from their wedding photos, painted in a loose, warm style.',
  },
  {
    title: 'Family Home, Watercolour',
    medium: 'Watercolor',
    dimensions: '30 x 40 cm',
    price: 350,
    completionTime: '2 weeks',
    description: 'A watercolour of a family home, painted from photographs and a short video walk-through.',
  },
  {
    title: 'Restaurant Mural Study',
    medium: 'Acrylic',
    dimensions: '120 x 80 cm',
    price: 2400,
    completionTime: '8 weeks',
    description:
      'A large colour-field piece for a restaurant dining room, matched to their interior palette.',
  },
  {
    title: 'Pet Portrait: Biscuit',
    medium: 'Charcoal',
    dimensions: '30 x 30 cm',
    price: 220,
    completionTime: '10 days',
    description: 'A charcoal portrait of a very good dog, drawn from a favourite photo.',
  },
  {
    title: 'Highland Commission',
    medium: 'Oil',
    dimensions: '70 x 50 cm',
    price: 1250,
    completionTime: '5 weeks',
    description: 'A landscape of the place a client proposed, painted on site over two days.',
  },
  {
    title: 'Book Cover Illustration',
    medium: 'Digital',
    dimensions: '6 x 9 in',
    price: 650,
    completionTime: '3 weeks',
    description: 'Cover art for a novel, delivered as print-ready files with two rounds of revisions.',
  },
  {
    title: 'Botanical Set of Three',
    medium: 'Watercolor',
    dimensions: '3 x A4',
    price: 480,
    completionTime: '3 weeks',
    description: "Three matching botanical studies of plants from the client's garden.",
  },
  {
    title: 'Tokyo Night, Hand Printed',
    medium: 'Screen Print',
    dimensions: '50 x 70 cm',
    price: 540,
    completionTime: '4 weeks',
    description: "A custom city print of the client's neighbourhood in an edition of 5.",
  },
  {
    title: 'Ink Movement Study',
    medium: 'Ink',
    dimensions: '40 x 60 cm',
    price: 380,
    completionTime: '2 weeks',
    description: "A dancer in motion, captured in ink wash for a dance company's anniversary.",
  },
];

export const REQUESTS = [
  {
    artist: 'samwhitaker',
    sender: 'caseycollects',
    title: 'Portrait of my grandmother',
    description:
      'I would love a portrait of my grandmother from a photo taken in 1962. Something warm and loose, like your night bus series.',
    budget: 900,
    preferredMedium: 'Acrylic',
    dimensions: '50 x 60 cm',
    status: 'pending',
  },
  {
    artist: 'mayaokafor',
    sender: 'caseycollects',
    title: 'Living room colour field',
    description:
      'Looking for a large calm piece in greens and soft greys for a living room with north light.',
    budget: 2000,
    preferredMedium: 'Oil',
    dimensions: '100 x 120 cm',
    status: 'pending',
  },
  {
    artist: 'lenahart',
    sender: 'caseycollects',
    title: 'Our cottage on Skye',
    description:
      'We rent the same cottage every summer. Could you paint it with the sea behind it, in stormy weather?',
    budget: 1200,
    preferredMedium: 'Oil',
    dimensions: '60 x 80 cm',
    status: 'accepted',
    artistNotes: 'Delighted to. I know that stretch of coast well.',
    quotedPrice: 1150,
    scope: 'The cottage from the shore path, sea and storm behind it, oil on linen, 60 x 80 cm.',
    milestones: [
      ['Deposit', 575, 'Work starts', true, 'paid'],
      ['Sketch approved', 287.5, 'A charcoal sketch to approve', false, 'unpaid'],
      ['Final', 287.5, 'The finished painting, shipped', false, 'unpaid'],
    ],
  },
  {
    artist: 'inesduarte',
    sender: 'sofialind',
    title: 'Three botanical prints',
    description: 'A set of three small watercolours of herbs for a kitchen wall: basil, rosemary and thyme.',
    budget: 400,
    preferredMedium: 'Watercolor',
    dimensions: 'A4',
    status: 'in_progress',
    artistNotes: 'Basil is done, rosemary under way.',
    quotedPrice: 420,
    scope: 'Three A4 watercolours: basil, rosemary and thyme.',
    milestones: [
      ['Basil', 140, 'The first watercolour', false, 'paid'],
      ['Rosemary', 140, 'The second watercolour', false, 'paid'],
      ['Thyme', 140, 'The third watercolour', false, 'unpaid'],
    ],
  },
  {
    artist: 'noorhaddad',
    sender: 'marcusbell',
    title: 'Office lobby triptych',
    description: 'Three geometric panels for an office lobby, in our brand blue and warm neutrals.',
    budget: 5000,
    preferredMedium: 'Gouache',
    dimensions: '3 x 80 x 80 cm',
    status: 'completed',
    artistNotes: 'Delivered and installed. Thank you!',
    quotedPrice: 4800,
  },
  {
    artist: 'hanakim',
    sender: 'yukit',
    title: 'Tattoo design',
    description: 'Could you design a small ink piece I can use as a tattoo? A bird in flight.',
    budget: 150,
    preferredMedium: 'Ink',
    status: 'rejected',
    artistNotes: 'Thank you for asking, but I do not design tattoos.',
  },
  {
    artist: 'priyanair',
    sender: 'sofialind',
    title: 'Anniversary seascape',
    description: 'A seascape at sunrise for our tenth anniversary, in your dotted style.',
    budget: 700,
    preferredMedium: 'Acrylic',
    dimensions: '40 x 50 cm',
    status: 'cancelled',
  },
  {
    artist: 'kenjimori',
    sender: 'caseycollects',
    title: 'City print of Kyoto',
    description: 'I loved your Shibuya Rain print. Would you make one of Kyoto, around Gion at night?',
    budget: 600,
    preferredMedium: 'Screen Print',
    dimensions: '50 x 70 cm',
    status: 'quoted',
    quotedPrice: 640,
    scope: 'A three-colour screen print of Gion at night, 50 x 70 cm, edition of 20; you keep print 1/20.',
    milestones: [
      ['Deposit', 320, 'Work starts', true, 'unpaid'],
      ['Sketch approved', 160, 'A drawing of the composition to approve', false, 'unpaid'],
      ['Final', 160, 'The signed print, shipped', false, 'unpaid'],
    ],
  },
  {
    artist: 'hanakim',
    sender: 'marcusbell',
    title: 'Dancer for a studio',
    description: 'Our dance studio would like an ink painting of a dancer for the reception wall.',
    budget: 800,
    preferredMedium: 'Ink',
    dimensions: '60 x 90 cm',
    status: 'accepted',
    artistNotes: 'Happy to. Could I visit a rehearsal first?',
    quotedPrice: 850,
  },
  {
    artist: 'mayaokafor',
    sender: 'yukit',
    title: 'Abstract for a nursery',
    description: "Something soft and joyful in pastel colours for a baby's room, not too busy.",
    budget: 500,
    preferredMedium: 'Acrylic',
    dimensions: '50 x 50 cm',
    status: 'quoted',
    quotedPrice: 500,
    scope: 'A soft pastel abstract on canvas, 50 x 50 cm, varnished and ready to hang.',
    milestones: [
      ['Deposit', 250, 'Work starts', true, 'unpaid'],
      ['Final', 250, 'The finished painting', false, 'unpaid'],
    ],
  },
  // Maya Okafor's board (artist@atelier.test) at work (issue 26): in progress with the deposit
  // approved and the sketch in work (its work updates: db/seeds/demo-work.ts), a delivery waiting for
  // the collector's approval, and a commission cancelled after its delivery date passed.
  {
    artist: 'mayaokafor',
    sender: 'sofialind',
    title: 'Garden in late summer',
    description: 'Our garden in late August, the dahlias in front and the old apple tree behind.',
    budget: 1400,
    preferredMedium: 'Oil',
    dimensions: '70 x 90 cm',
    status: 'in_progress',
    quotedPrice: 1400,
    scope: 'The garden from the terrace, dahlias and apple tree, oil on canvas, 70 x 90 cm.',
    milestones: [
      ['Deposit', 700, 'Work starts', true, 'paid', 'approved'],
      ['Sketch approved', 350, 'A colour sketch to approve', false, 'paid', 'waiting'],
      ['Final', 350, 'The finished painting, shipped', false, 'unpaid', 'waiting'],
    ],
  },
  {
    artist: 'mayaokafor',
    sender: 'marcusbell',
    title: 'Reading corner',
    description: 'A quiet reading corner in blues and ochre for a small study.',
    budget: 600,
    preferredMedium: 'Acrylic',
    dimensions: '40 x 50 cm',
    status: 'in_progress',
    quotedPrice: 600,
    scope: 'An armchair by a window, blues and ochre, acrylic on canvas, 40 x 50 cm.',
    milestones: [
      ['Deposit', 300, 'Work starts', true, 'paid', 'approved'],
      ['Final', 300, 'The finished painting', false, 'paid', 'delivered'],
    ],
  },
  {
    artist: 'mayaokafor',
    sender: 'caseycollects',
    title: 'Lake at Bled',
    description: 'The lake at Bled in winter mist, the church on its island.',
    budget: 900,
    preferredMedium: 'Oil',
    dimensions: '50 x 70 cm',
    status: 'cancelled',
    quotedPrice: 900,
    overdueDays: 6,
    scope: 'Lake Bled in winter mist, oil on linen, 50 x 70 cm.',
    milestones: [
      ['Deposit', 450, 'Work starts', true, 'paid', 'approved', false],
      ['Sketch approved', 225, 'A sketch to approve', false, 'paid', 'approved', true],
      ['Final', 225, 'The finished painting', false, 'void', 'waiting', false],
    ],
  },
];
