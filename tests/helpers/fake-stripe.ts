// A loopback fake of the Stripe API, for the real `stripe` SDK (host/port/protocol options)
// and for the server running with STRIPE_API_BASE. It implements the calls we make, the way
// Stripe answers them (form-encoded requests, JSON objects, error envelopes), and lets tests
// play the customer's part: succeed or fail a payment, save a card, renew or end a period.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, unknown> & { id: string };
export type RecordedRequest = { method: string; path: string; params: Record<string, unknown>; idempotencyKey: string | undefined };

const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 3600;
const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** Stripe's bracket notation (items[0][price]=x, metadata[userId]=y) back into objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}
const missing = (kind: string, id: string) =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' });

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Obj>();
  readonly paymentIntents = new Map<string, Obj>();
  readonly setupIntents = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  /** Prices the fake knows (a subscription to any other is refused like Stripe would). */
  readonly prices = new Set<string>(['price_unlimited_test']);
  /** Payment methods whose charges are declined (like Stripe's 4000 0000 0000 0341). */
  readonly failingPaymentMethods = new Set<string>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The SDK pointed at this fake. */
  client(secretKey = 'sk_test_fake'): Stripe {
    const u = new URL(this.url);
    return new Stripe(secretKey, { host: u.hostname, port: u.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
  }

  // ——— the customer's side (what Stripe.js and the card network would do) ———

  succeedPaymentIntent(id: string): Obj {
    const pi = this.paymentIntents.get(id);
    if (!pi) throw new Error(`no payment intent ${id}`);
    Object.assign(pi, { status: 'succeeded', payment_method: rid('pm'), last_payment_error: null });
    return pi;
  }

  declinePaymentIntent(id: string, message = 'Your card was declined.'): Obj {
    const pi = this.paymentIntents.get(id)!;
    Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', message } });
    return pi;
  }

  succeedSetupIntent(id: string, opts: { failingCharges?: boolean } = {}): Obj {
    const si = this.setupIntents.get(id);
    if (!si) throw new Error(`no setup intent ${id}`);
    const pm = rid('pm');
    if (opts.failingCharges) this.failingPaymentMethods.add(pm);
    Object.assign(si, { status: 'succeeded', payment_method: pm });
    return si;
  }

  /** Moves a subscription to a new state, as Stripe's billing would (renewal, lapse, end). */
  updateSubscription(id: string, patch: { status?: string; cancel_at_period_end?: boolean; current_period_end?: number; ended_at?: number | null }): Obj {
    const sub = this.subscriptions.get(id)!;
    const { current_period_end, ...rest } = patch;
    Object.assign(sub, rest);
    if (current_period_end !== undefined) {
      for (const item of (sub.items as { data: Record<string, unknown>[] }).data) item.current_period_end = current_period_end;
    }
    return sub;
  }

  /** A signed webhook delivery for `object`, exactly as Stripe would POST it. */
  signedEvent(type: string, object: Record<string, unknown>, secret: string): { payload: string; signature: string } {
    const payload = JSON.stringify({
      id: rid('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { payload, signature };
  }

  invoiceFor(subscriptionId: string, opts: { paid: boolean }): Obj {
    const sub = this.subscriptions.get(subscriptionId)!;
    return {
      id: rid('in'),
      object: 'invoice',
      customer: sub.customer,
      amount_paid: opts.paid ? 4900 : 0,
      currency: 'usd',
      status: opts.paid ? 'paid' : 'open',
      status_transitions: { paid_at: opts.paid ? now() : null },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} }, quote_details: null },
    };
  }

  // ——— the API ———

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const params = method === 'GET' ? parseStripeForm(url.searchParams.toString()) : parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    this.requests.push({ method, path: url.pathname, params, idempotencyKey });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': rid('req') });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== 'Bearer sk_test_fake') {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : undefined;
    if (replayKey && this.idempotent.has(replayKey)) {
      const replay = this.idempotent.get(replayKey)!;
      return send(replay.status, replay.body);
    }
    let status = 200;
    let body: unknown;
    try {
      body = this.route(method, url.pathname, params);
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      status = err.status;
      body = { error: err.body };
    }
    if (replayKey && method === 'POST') this.idempotent.set(replayKey, { status, body });
    send(status, body);
  }

  private route(method: string, path: string, p: Record<string, unknown>): unknown {
    const seg = path.split('/').filter(Boolean); // ['v1', resource, id?]
    const [, resource, id] = seg;
    const key = resource === 'billing_portal' && id === 'sessions' ? `${method} billing_portal` : `${method} ${resource}${id ? '/:id' : ''}`;
    switch (key) {
      case 'POST customers': {
        const c = { id: rid('cus'), object: 'customer', email: p.email ?? null, metadata: p.metadata ?? {} };
        this.customers.set(c.id, c);
        return c;
      }
      case 'POST payment_intents': {
        if (!this.customers.has(String(p.customer))) throw missing('customer', String(p.customer));
        const pi = {
          id: rid('pi'),
          object: 'payment_intent',
          amount: Number(p.amount),
          currency: p.currency,
          customer: p.customer,
          metadata: p.metadata ?? {},
          status: 'requires_payment_method',
          last_payment_error: null,
        };
        (pi as Obj).client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`;
        this.paymentIntents.set(pi.id, pi);
        return pi;
      }
      case 'GET payment_intents/:id':
        return this.paymentIntents.get(id!) ?? fail(missing('payment_intent', id!));
      case 'POST setup_intents': {
        const si = {
          id: rid('seti'),
          object: 'setup_intent',
          customer: p.customer,
          metadata: p.metadata ?? {},
          usage: p.usage,
          status: 'requires_payment_method',
          payment_method: null,
        };
        (si as Obj).client_secret = `${si.id}_secret_${randomBytes(6).toString('hex')}`;
        this.setupIntents.set(si.id, si);
        return si;
      }
      case 'GET setup_intents/:id':
        return this.setupIntents.get(id!) ?? fail(missing('setup_intent', id!));
      case 'POST subscriptions': {
        const items = p.items as Record<string, { price: string }>;
        const price = items?.['0']?.price;
        if (!price || !this.prices.has(price)) throw missing('price', String(price));
        if (this.failingPaymentMethods.has(String(p.default_payment_method))) {
          throw new StripeApiError(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
        }
        const sub = {
          id: rid('sub'),
          object: 'subscription',
          customer: p.customer,
          status: 'active',
          cancel_at_period_end: false,
          ended_at: null,
          metadata: p.metadata ?? {},
          default_payment_method: p.default_payment_method,
          items: { object: 'list', data: [{ id: rid('si'), object: 'subscription_item', price: { id: price, object: 'price' }, current_period_start: now(), current_period_end: now() + MONTH }] },
        };
        this.subscriptions.set(sub.id, sub);
        return sub;
      }
      case 'GET subscriptions/:id':
        return this.subscriptions.get(id!) ?? fail(missing('subscription', id!));
      case 'GET subscriptions': {
        const data = [...this.subscriptions.values()].filter((s) => s.customer === p.customer);
        return { object: 'list', data, has_more: false, url: '/v1/subscriptions' };
      }
      case 'POST subscriptions/:id': {
        const sub = this.subscriptions.get(id!) ?? fail(missing('subscription', id!));
        if (p.cancel_at_period_end !== undefined) sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
        return sub;
      }
      case 'POST billing_portal': {
        if (!this.customers.has(String(p.customer))) throw missing('customer', String(p.customer));
        return { id: rid('bps'), object: 'billing_portal.session', customer: p.customer, return_url: p.return_url, flow: p.flow_data ?? null, url: `https://billing.stripe.test/session/${rid('s')}` };
      }
      default:
        throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
    }
  }
}

function fail(err: Error): never {
  throw err;
}
