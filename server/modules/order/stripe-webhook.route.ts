import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppContext } from '../../common/context.js';
import type { ModuleHttpDeps } from '../../common/shop-module.js';
import { StripePaymentService } from './stripe-gateway.js';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * The webhook needs the exact bytes Stripe signed, so it is mounted before the JSON parser with a raw
 * body; it is not a GraphQL field (no client calls it). A bad signature is 400; handled events 200.
 */
export function stripeWebhookRouter({ withContext }: ModuleHttpDeps): express.Router {
  return express
    .Router()
    .post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), withContext, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const ctx = res.locals.ctx as AppContext;
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        res.json(await StripePaymentService.of(ctx).handleWebhook(body, req.header('stripe-signature')));
      } catch (error) {
        next(error);
      }
    });
}
