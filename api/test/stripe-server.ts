import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { formatCents } from '../../contract/money';

/**
 * A local stand-in for the few Stripe API endpoints Atelier calls, answering in Stripe's documented
 * JSON shapes and recording every request (its form body decoded). The official `stripe` package is
 * pointed at it with STRIPE_API_BASE. It does not check amounts the way Stripe does; it lets a test
 * see exactly what Atelier asked for, and play Stripe's side: an artist finishing onboarding, a
 * buyer paying a Checkout Session (`completeSession` answers the event a webhook would carry).
 */
export interface StripeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

type Obj = Record<string, unknown>;

/** `a[b][0][c]=1` form encoding (what stripe-node sends) into nested objects and arrays. */
export function decodeForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}) as Obj;
    });
  }
  return root;
}

export interface StripeStandIn {
  url: string;
  requests: StripeRequest[];
  /** The requests to one path (e.g. '/v1/transfers'). */
  calls(method: string, path: string): StripeRequest[];
  accounts: Map<string, Obj>;
  sessions: Map<string, Obj>;
  /** The buyer pays the session: its PaymentIntent and charge exist, and the event is answered. */
  completeSession(id: string): Obj;
  /** Stripe finished checking the account: the `account.updated` event it sends. */
  accountReady(id: string): Obj;
  /** Stripe closes a session nobody paid (after 24 hours): its page cannot be paid any more. */
  expireSession(id: string): void;
  /** A full refund made in Stripe's dashboard: the `charge.refunded` event. */
  refundedInDashboard(paymentIntentId: string): Obj;
  /**
   * The buyer's bank disputes the payment: the `charge.dispute.created`, `.updated` or `.closed`
   * event with the Dispute in Stripe's documented shape (the whole charge unless `amount` is given).
   * The same payment's later events carry the same dispute id.
   */
  dispute(
    paymentIntentId: string,
    type: 'created' | 'updated' | 'closed',
    status: string,
    options?: { amount?: number; reason?: string },
  ): Obj;
  /** Sends an event to the app's webhook, signed like Stripe (only with `options.webhook`). */
  deliver(event: Obj): Promise<void>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${crypto.randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const event = (type: string, object: Obj): Obj => ({
  id: id('evt'),
  object: 'event',
  api_version: '2025-01-01',
  created: now(),
  livemode: false,
  type,
  data: { object },
});

export interface StandInOptions {
  port?: number;
  /**
   * For browser journeys: the app's webhook and its secret. Then `/connect/onboarding/<account>`
   * (the Account Link) finishes onboarding, and `/pay/<session>` (the session's URL) is a page whose
   * Pay button completes the session; each sends its signed event and redirects back to the app.
   */
  webhook?: { url: string; secret: string };
}

export async function startStripeStandIn(options: StandInOptions = {}): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  const accounts = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const transfers = new Map<string, Obj>();
  const answered = new Map<string, Obj>();
  const returnUrls = new Map<string, string>();
  const disputes = new Map<string, Obj>();
  let base = '';
  const signer = new Stripe('sk_test_stand_in');

  /** Signs the event like Stripe and posts it to the app's webhook. */
  async function deliver(event: Obj): Promise<void> {
    if (!options.webhook) return;
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhook.secret });
    const res = await fetch(options.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    if (!res.ok) throw new Error(`the webhook answered ${res.status}: ${await res.text()}`);
  }

  /** The pages a browser visits on Stripe's side (only with `options.webhook`). */
  async function page(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<boolean> {
    const onboarding = path.match(/^\/connect\/onboarding\/(\w+)$/);
    const pay = path.match(/^\/pay\/(\w+)$/);
    if (onboarding && req.method === 'GET') {
      await deliver(stand.accountReady(onboarding[1]!));
      res.writeHead(302, { location: returnUrls.get(onboarding[1]!) ?? '/' }).end();
      return true;
    }
    if (pay && sessions.get(pay[1]!)?.status === 'expired') {
      res.writeHead(410, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Expired</title><h1>This checkout session has expired</h1>');
      return true;
    }
    if (pay && req.method === 'GET' && sessions.has(pay[1]!)) {
      const session = sessions.get(pay[1]!)!;
      const amount = formatCents(Number(session.amount_total), { grouping: false });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><title>Stripe test checkout</title></head><body>` +
          `<main><h1>Stripe test checkout (local stand-in)</h1><p>Total: ${amount}</p>` +
          `<form method="post"><button type="submit">Pay ${amount}</button></form></main></body></html>`,
      );
      return true;
    }
    if (pay && req.method === 'POST' && sessions.has(pay[1]!)) {
      await deliver(stand.completeSession(pay[1]!));
      res.writeHead(303, { location: String(sessions.get(pay[1]!)!.success_url) }).end();
      return true;
    }
    return false;
  }

  function handle(method: string, path: string, body: Obj): [number, Obj] {
    if (method === 'POST' && path === '/v1/accounts') {
      const account = {
        id: id('acct'),
        object: 'account',
        type: body.type,
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        created: now(),
      };
      accounts.set(account.id, account);
      return [200, account];
    }
    if (method === 'POST' && path === '/v1/account_links') {
      // An account made by an earlier run of the stand-in (a reused e2e database) is taken as known.
      if (!accounts.has(String(body.account)))
        accounts.set(String(body.account), { id: body.account, object: 'account', charges_enabled: false });
      returnUrls.set(String(body.account), String(body.return_url));
      return [
        200,
        {
          object: 'account_link',
          created: now(),
          expires_at: now() + 300,
          url: `${base}/connect/onboarding/${String(body.account)}`,
        },
      ];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = (body.line_items ?? []) as Array<{
        quantity: string;
        price_data: { unit_amount: string };
      }>;
      const total = items.reduce((s, i) => s + Number(i.price_data.unit_amount) * Number(i.quantity), 0);
      const sid = id('cs');
      const session = {
        id: sid,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: total,
        currency: 'usd',
        client_reference_id: body.client_reference_id ?? null,
        customer_email: body.customer_email ?? null,
        metadata: body.metadata ?? {},
        payment_intent: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `${base}/pay/${sid}`,
        transfer_group: (body.payment_intent_data as Obj | undefined)?.transfer_group ?? null,
      };
      sessions.set(sid, session);
      return [200, session];
    }
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/(\w+)(\/expire)?$/);
    if (sessionPath && (method === 'GET' || (method === 'POST' && sessionPath[2]))) {
      const found = sessions.get(sessionPath[1]!);
      if (!found) return notFound('checkout.session', sessionPath[1]!);
      if (sessionPath[2]) {
        if (found.status !== 'open')
          return [
            400,
            { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } },
          ];
        Object.assign(found, { status: 'expired', url: null });
      }
      return [200, found];
    }
    const intent = path.match(/^\/v1\/payment_intents\/([\w]+)$/);
    if (method === 'GET' && intent) {
      const found = intents.get(intent[1]!);
      return found ? [200, found] : notFound('payment_intent', intent[1]!);
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const transfer = {
        id: id('tr'),
        object: 'transfer',
        amount: Number(body.amount),
        currency: body.currency,
        destination: body.destination,
        source_transaction: body.source_transaction ?? null,
        transfer_group: body.transfer_group ?? null,
        metadata: body.metadata ?? {},
        reversed: false,
        amount_reversed: 0,
        created: now(),
      };
      transfers.set(transfer.id, transfer);
      return [200, transfer];
    }
    const reversal = path.match(/^\/v1\/transfers\/([\w]+)\/reversals$/);
    if (method === 'POST' && reversal) {
      const transfer = transfers.get(reversal[1]!);
      if (!transfer) return notFound('transfer', reversal[1]!);
      const amount = body.amount ? Number(body.amount) : Number(transfer.amount);
      transfer.amount_reversed = Number(transfer.amount_reversed) + amount;
      transfer.reversed = transfer.amount_reversed === transfer.amount;
      return [200, { id: id('trr'), object: 'transfer_reversal', amount, transfer: transfer.id }];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = intents.get(String(body.payment_intent));
      if (!pi) return notFound('payment_intent', String(body.payment_intent));
      return [
        200,
        {
          id: id('re'),
          object: 'refund',
          amount: body.amount ? Number(body.amount) : pi.amount,
          currency: 'usd',
          payment_intent: pi.id,
          charge: pi.latest_charge,
          status: 'succeeded',
          metadata: body.metadata ?? {},
          created: now(),
        },
      ];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } }];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      if (!url.pathname.startsWith('/v1/')) {
        page(req, res, url.pathname)
          .then((done) => {
            if (!done) res.writeHead(404).end();
          })
          .catch((err: Error) => res.writeHead(502, { 'content-type': 'text/plain' }).end(err.message));
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      const body = decodeForm(req.method === 'GET' ? url.search.slice(1) : text);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body, idempotencyKey: key });
      const auth = req.headers.authorization ?? '';
      let status: number;
      let answer: Obj;
      if (!auth.startsWith('Bearer sk_test_')) {
        [status, answer] = [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } }];
      } else if (key && answered.has(`${req.method} ${url.pathname} ${key}`)) {
        // Stripe answers a repeated idempotency key with the first answer, doing nothing again.
        [status, answer] = [200, answered.get(`${req.method} ${url.pathname} ${key}`)!];
      } else {
        [status, answer] = handle(req.method ?? 'GET', url.pathname, body);
        if (key && status === 200) answered.set(`${req.method} ${url.pathname} ${key}`, answer);
      }
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const stand: StripeStandIn = {
    url: base,
    requests,
    calls: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    accounts,
    sessions,
    completeSession(sid) {
      const session = sessions.get(sid);
      if (!session) throw new Error(`No session ${sid}`);
      const pi = {
        id: id('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: 'usd',
        status: 'succeeded',
        latest_charge: id('ch'),
        transfer_group: session.transfer_group,
      };
      intents.set(pi.id, pi);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: pi.id });
      return event('checkout.session.completed', { ...session });
    },
    expireSession(sid) {
      const session = sessions.get(sid);
      if (!session) throw new Error(`No session ${sid}`);
      Object.assign(session, { status: 'expired', url: null });
    },
    accountReady(aid) {
      const account = accounts.get(aid);
      if (!account) throw new Error(`No account ${aid}`);
      Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
      return event('account.updated', { ...account });
    },
    refundedInDashboard(piId) {
      const pi = intents.get(piId);
      if (!pi) throw new Error(`No payment intent ${piId}`);
      return event('charge.refunded', {
        id: pi.latest_charge,
        object: 'charge',
        amount: pi.amount,
        amount_refunded: pi.amount,
        refunded: true,
        payment_intent: pi.id,
      });
    },
    dispute(piId, type, status, options = {}) {
      const pi = intents.get(piId);
      if (!pi) throw new Error(`No payment intent ${piId}`);
      const found = disputes.get(piId);
      const dispute: Obj = found ?? {
        id: id('dp'),
        object: 'dispute',
        amount: options.amount ?? pi.amount,
        balance_transactions: [],
        charge: pi.latest_charge,
        created: now(),
        currency: 'usd',
        evidence_details: {
          due_by: now() + 7 * 86_400,
          has_evidence: false,
          past_due: false,
          submission_count: 0,
        },
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        payment_intent: pi.id,
        reason: options.reason ?? 'product_not_received',
        status,
      };
      Object.assign(dispute, { status }, options.amount ? { amount: options.amount } : {});
      disputes.set(piId, dispute);
      return event(`charge.dispute.${type}`, { ...dispute });
    },
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stand;
}

function notFound(kind: string, value: string): [number, Obj] {
  return [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${value}'`,
      },
    },
  ];
}
