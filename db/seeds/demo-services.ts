import type { Knex } from 'knex';

const DAY = 86_400_000;

interface DemoService {
  artist: string;
  title: string;
  description: string;
  price: [number, number];
  turnaroundDays: number;
  revisions: number;
  usageRights: string;
  addOns: Array<{ name: string; price: number }>;
  status: 'open' | 'waitlist' | 'closed';
  slots: number | null;
  /** Requests from the service: accepted ones take slots, waiting ones are on the waitlist. */
  accepted?: Array<{ sender: string; title: string }>;
  waiting?: Array<{ sender: string; title: string }>;
}

/** Services in each status (issue 26): open with free slots, full with a waitlist, Waitlist, Closed. */
export const SERVICES: DemoService[] = [
  {
    artist: 'mayaokafor',
    title: 'Colour field for your room',
    description:
      'A calm colour field painted for one room: send me photos of the wall and the light, and the colours you live with.',
    price: [900, 2400],
    turnaroundDays: 35,
    revisions: 2,
    usageRights: 'Personal use; the original is yours',
    addOns: [{ name: 'Print reproduction rights', price: 300 }],
    status: 'open',
    slots: 3,
    accepted: [{ sender: 'sofialind', title: 'Greens for a north-facing study' }],
  },
  {
    artist: 'mayaokafor',
    title: 'Small studies on paper',
    description: 'Three small oil studies on paper, 20 x 25 cm, around one colour you choose.',
    price: [240, 240],
    turnaroundDays: 14,
    revisions: 1,
    usageRights: 'Personal use',
    addOns: [],
    status: 'waitlist',
    slots: null,
    waiting: [{ sender: 'marcusbell', title: 'Three studies in ochre' }],
  },
  {
    artist: 'mayaokafor',
    title: 'Large works (2 m and up)',
    description: 'Large canvases for lobbies and stairwells, planned together on site.',
    price: [6000, 15000],
    turnaroundDays: 90,
    revisions: 3,
    usageRights: 'Personal or corporate display',
    addOns: [{ name: 'Commercial use in marketing', price: 1200 }],
    status: 'closed',
    slots: 1,
  },
  {
    artist: 'samwhitaker',
    title: 'Portrait from a photo',
    description: 'A warm, loose acrylic portrait from your photograph, head and shoulders.',
    price: [450, 900],
    turnaroundDays: 21,
    revisions: 2,
    usageRights: 'Personal use',
    addOns: [{ name: 'Commercial use', price: 150 }],
    status: 'open',
    slots: 1,
    accepted: [{ sender: 'jonahreyes', title: 'My father at the harbour' }],
    waiting: [{ sender: 'sofialind', title: 'Our wedding photo, 1998' }],
  },
  {
    artist: 'lenahart',
    title: 'Coast and cottage portraits',
    description: 'Your house, cottage or favourite stretch of coast in oil, from photos and a chat.',
    price: [700, 1600],
    turnaroundDays: 28,
    revisions: 2,
    usageRights: 'Personal use',
    addOns: [],
    status: 'open',
    slots: null,
  },
];

/** The services, their example images (the artist's first approved artworks) and their requests. */
export async function insertServices(
  trx: Knex,
  users: Map<string, number>,
  artistIds: Map<string, number>,
): Promise<void> {
  for (const [i, s] of SERVICES.entries()) {
    const artistId = artistIds.get(s.artist)!;
    const examples = (await trx('artwork_images as i')
      .join('artworks as aw', 'aw.id', 'i.artwork_id')
      .where({ 'aw.artist_id': artistId, 'aw.approval_status': 'approved', 'i.is_primary': true })
      .orderBy('aw.id')
      .offset(i * 2)
      .limit(3)
      .pluck('i.id')) as number[];
    const [row] = await trx('commission_services')
      .insert({
        artist_id: artistId,
        title: s.title,
        description: s.description,
        example_image_ids: examples,
        price_min_cents: s.price[0] * 100,
        price_max_cents: s.price[1] * 100,
        turnaround_days: s.turnaroundDays,
        revisions_included: s.revisions,
        usage_rights: s.usageRights,
        add_ons: JSON.stringify(s.addOns.map((a) => ({ name: a.name, priceCents: a.price * 100 }))),
        status: s.status,
        slots: s.slots,
        created_at: new Date(Date.now() - (60 - i) * DAY),
      })
      .returning('id');
    const requests = [
      ...(s.accepted ?? []).map((r) => ({ ...r, status: 'accepted', waitlisted: false })),
      ...(s.waiting ?? []).map((r) => ({ ...r, status: 'pending', waitlisted: true })),
    ];
    if (requests.length === 0) continue;
    await trx('commission_requests').insert(
      requests.map((r, k) => ({
        user_id: users.get(r.sender),
        artist_id: artistId,
        service_id: (row as { id: number }).id,
        waitlisted: r.waitlisted,
        title: r.title,
        description: `${r.title}: details and photos to follow in our conversation.`,
        budget_cents: s.price[0] * 100,
        status: r.status,
        created_at: new Date(Date.now() - (20 - k) * DAY),
      })),
    );
  }
}
