// The concurrency part of `npm run bench` (issue 12, points 1 and 2), run against the app the bench
// just booted on the embedded database with the demo data. While each burst of writes is under
// way, one client reads a public page over and over; the figures are that read's p50/p99 and what
// the writes answered:
//   - 100 concurrent logins (every one must answer);
//   - 12 concurrent 6 MB uploads to one artwork (201 or a clear 4xx, never a 500);
//   - 4 requests of 10 decompression-bomb PNGs (7000x7000, about 143 KB each): the server process's
//     RSS before and at its peak.
// The server runs in a process of its own (scripts/bench-server.ts), so its memory and latencies are
// not the load generator's. Writes that get no answer within 180 s count as timeouts; the next burst
// then waits a little for the server to finish them. Only loopback traffic; bounded request counts.
import sharp from 'sharp';
import { MULTIPART_BODY_FIELD, MULTIPART_FILES_FIELD } from '../contract/multipart';

const LOGINS = 100;
const UPLOADS = 12;
const BOMB_REQUESTS = 4;
const BOMBS_PER_REQUEST = 10;
const WRITE_TIMEOUT_MS = 180_000;
const READ_PATH = '/api/artworks?approved=true&limit=24';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Reads READ_PATH one request after another until `done` settles; returns the latencies. */
async function readWhile(base: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const times: number[] = [];
  while (!finished) {
    const t0 = performance.now();
    const res = await fetch(base + READ_PATH);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${READ_PATH} answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

/** Status of a write, or 'timeout' / 'error' when it got no answer. */
async function send(url: string, init: RequestInit): Promise<string> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(WRITE_TIMEOUT_MS) });
    await res.arrayBuffer();
    return String(res.status);
  } catch (err) {
    return (err as Error).name === 'TimeoutError' ? 'timeout' : 'error';
  }
}

function counts(statuses: string[]): string {
  const by = new Map<string, number>();
  for (const s of statuses) by.set(s, (by.get(s) ?? 0) + 1);
  return [...by].map(([status, n]) => `${n}x ${status}`).join(', ');
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function imagesForm(files: Buffer[], name: string, type: string): FormData {
  const form = new FormData();
  form.append(MULTIPART_BODY_FIELD, JSON.stringify({ images: files.map((_, file) => ({ file })) }));
  files.forEach((bytes, i) =>
    form.append(MULTIPART_FILES_FIELD, new Blob([new Uint8Array(bytes)], { type }), `${name}-${i}`),
  );
  return form;
}

let timedOut = false;

/** Runs `writes` at once while reading; prints the read's p50/p99 and the writes' statuses. */
async function scenario(base: string, label: string, writes: Array<() => Promise<string>>) {
  // A write the client gave up on is still being processed by the server: let it finish first.
  if (timedOut) await new Promise((resolve) => setTimeout(resolve, 30_000));
  const started = performance.now();
  const all = Promise.all(writes.map((w) => w()));
  const [statuses, reads] = await Promise.all([all, readWhile(base, all)]);
  const seconds = (performance.now() - started) / 1000;
  timedOut = statuses.includes('timeout');
  console.log(
    `| ${label} | ${percentile(reads, 50).toFixed(0)} | ${percentile(reads, 99).toFixed(0)} | ${reads.length} | ${counts(statuses)} | ${seconds.toFixed(1)} |`,
  );
  return statuses;
}

export async function runHardeningBench(
  base: string,
  { email, password, artistEmail }: { email: string; password: string; artistEmail: string },
  /** The server process's resident memory in MiB. */
  rssMiB: () => number | null,
): Promise<void> {
  console.log(
    '\n| burst (embedded database) | read p50 ms | read p99 ms | reads | writes answered | seconds |\n|---|---|---|---|---|---|',
  );
  const idle = await readWhile(base, new Promise((resolve) => setTimeout(resolve, 2000)));
  console.log(
    `| none (idle) | ${percentile(idle, 50).toFixed(0)} | ${percentile(idle, 99).toFixed(0)} | ${idle.length} | - | 2.0 |`,
  );

  const loginBody = JSON.stringify({ email, password });
  const logins = await scenario(
    base,
    `${LOGINS} concurrent logins`,
    Array.from(
      { length: LOGINS },
      () => () =>
        send(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: loginBody,
        }),
    ),
  );
  console.log(
    `  every login answered: ${logins.every((s) => s !== 'timeout' && s !== 'error') ? 'yes' : 'no'}`,
  );

  // One artwork of the demo artist; a photo-like (noisy) JPEG of about 6 MB.
  const cookie = await signIn(base, artistEmail, password);
  const mine = (await (await fetch(`${base}/api/artists/me`, { headers: { cookie } })).json()) as {
    id: number;
  };
  const works = (await (
    await fetch(`${base}/api/artworks?artistId=${mine.id}`, { headers: { cookie } })
  ).json()) as Array<{
    id: number;
  }>;
  const artworkId = works[0]!.id;
  const photo = await sharp({
    create: {
      width: 3100,
      height: 2100,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  const uploads = await scenario(
    base,
    `${UPLOADS} concurrent ${(photo.length / 2 ** 20).toFixed(1)} MB uploads to one artwork`,
    Array.from(
      { length: UPLOADS },
      () => () =>
        send(`${base}/api/artworks/${artworkId}/images`, {
          method: 'POST',
          headers: { cookie },
          body: imagesForm([photo], 'photo.jpg', 'image/jpeg'),
        }),
    ),
  );
  console.log(`  any 5xx: ${uploads.some((s) => s.startsWith('5')) ? 'yes' : 'no'}`);

  // Decompression bombs: tiny files that decode to 7000 x 7000 x 3 bytes (147 MB) each.
  const bomb = await sharp({
    create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const rssBefore = rssMiB() ?? 0;
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB() ?? 0)), 20);
  const bombs = await scenario(
    base,
    `${BOMB_REQUESTS} requests of ${BOMBS_PER_REQUEST} bomb PNGs (7000x7000, ${(bomb.length / 1024).toFixed(0)} KB each) to the artist profile`,
    Array.from(
      { length: BOMB_REQUESTS },
      () => () =>
        send(`${base}/api/artists/${mine.id}`, {
          method: 'PATCH',
          headers: { cookie },
          body: imagesForm(Array(BOMBS_PER_REQUEST).fill(bomb), 'bomb.png', 'image/png'),
        }),
    ),
  );
  clearInterval(sampler);
  console.log(
    `  server RSS: ${rssBefore.toFixed(0)} MiB before the bombs, ${peakRss.toFixed(0)} MiB at the peak (target under 700 MB); any 5xx: ${bombs.some((s) => s.startsWith('5')) ? 'yes' : 'no'}`,
  );
}
