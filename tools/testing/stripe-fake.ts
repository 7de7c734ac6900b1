import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A subscription as the fake keeps it; serialised in the shape of Stripe's current API (periods on the item). */
export interface FakeSubscription {
  id: string;
  customer: string;
  userId: string | null;
  status: string;
  priceId: string;
  productId: string;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body, flattened: `line_items[0][price]` etc. */
  params: Record<string, string>;
  idempotencyKey: string | null;
}

/** How the fake answers checkout session creation: normally, with Stripe's 500, or never (the SDK times out). */
export type CheckoutBehaviour = 'ok' | 'server_error' | 'hang';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * A local fake of the few Stripe HTTP endpoints the adapter uses (checkout and portal sessions,
 * subscription retrieve and cancel, customer deletion). Tests point the SDK at it through STRIPE_API_BASE and set the
 * provider's state directly; idempotency keys return the first answer again, as Stripe does.
 */
export class StripeFake {
  readonly requests: RecordedRequest[] = [];
  /** Customers deleted through DELETE /v1/customers/{id}; deleting one again answers 404, as Stripe does. */
  readonly deletedCustomers: string[] = [];
  checkoutBehaviour: CheckoutBehaviour = 'ok';
  /** An outage: every endpoint answers Stripe's 500. */
  down = false;
  private readonly subscriptions = new Map<string, FakeSubscription>();
  private readonly idempotent = new Map<string, unknown>();
  private counter = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<StripeFake> {
    const holder: { fake?: StripeFake } = {};
    const server = createServer((req, res) => void holder.fake!.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.fake = new StripeFake(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return holder.fake;
  }

  setSubscription(subscription: FakeSubscription): void {
    this.subscriptions.set(subscription.id, { ...subscription });
  }

  subscription(id: string): FakeSubscription | undefined {
    return this.subscriptions.get(id);
  }

  forget(id: string): void {
    this.subscriptions.delete(id);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections(); // hung requests too
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const path = (req.url ?? '/').split('?')[0];
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method: req.method ?? 'GET', path, params, idempotencyKey });

    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.counter}` });
      res.end(JSON.stringify(body));
    };
    if (this.down) return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    const missing = () =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such resource: ${path}` },
      });
    const once = (make: () => unknown) => {
      const key = idempotencyKey ? `${req.method} ${path} ${idempotencyKey}` : null;
      const answer = (key && this.idempotent.get(key)) ?? make();
      if (key) this.idempotent.set(key, answer);
      send(200, answer);
    };

    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (this.checkoutBehaviour === 'hang') return; // the response never comes
      if (this.checkoutBehaviour === 'server_error')
        return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      return once(() => {
        const id = `cs_test_${++this.counter}`;
        return {
          id,
          object: 'checkout.session',
          mode: params.mode,
          client_reference_id: params.client_reference_id ?? null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        };
      });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return once(() => ({
        id: `bps_${++this.counter}`,
        object: 'billing_portal.session',
        customer: params.customer,
        url: `https://billing.stripe.test/p/session/${this.counter}`,
      }));
    }
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (customer && req.method === 'DELETE') {
      const id = decodeURIComponent(customer[1]);
      if (this.deletedCustomers.includes(id)) return missing();
      this.deletedCustomers.push(id);
      // As Stripe does: the customer's subscriptions end with it.
      for (const s of this.subscriptions.values())
        if (s.customer === id) Object.assign(s, { status: 'canceled', cancelAtPeriodEnd: false });
      return send(200, { id, object: 'customer', deleted: true });
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const subscription = this.subscriptions.get(decodeURIComponent(match[1]));
      if (!subscription) return missing();
      if (req.method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.cancelAtPeriodEnd = false;
      }
      return send(200, serialise(subscription));
    }
    missing();
  }
}

function serialise(s: FakeSubscription) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    metadata: s.userId ? { userId: s.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          price: {
            id: s.priceId,
            object: 'price',
            product: s.productId,
            unit_amount: 200,
            currency: 'usd',
            recurring: { interval: 'month' },
          },
          current_period_start: seconds(s.periodStart),
          current_period_end: seconds(s.periodEnd),
        },
      ],
    },
  };
}
