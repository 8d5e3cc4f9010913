/** The ACP version this shop implements (the released spec it was built against), and the only one it accepts. */
export const ACP_VERSION = '2026-04-17';
export const SUPPORTED_VERSIONS: readonly string[] = [ACP_VERSION];

/** A session is kept open this long after its creation; then it answers `expired` status... and can not be completed. */
export const SESSION_LIFETIME_MS = 6 * 3600_000;

/** What one ACP request costs in the caller's cost bucket (the shop's GraphQL points: a priced cart reads about this much). */
export const ACP_REQUEST_COST = 20;

/** The ACP `Error` body of a 4xx/5xx answer. */
export interface AcpErrorBody {
  type: 'invalid_request' | 'processing_error' | 'service_unavailable';
  code: string;
  message: string;
  param?: string;
  supported_versions?: string[];
}

/** A refusal answered with the spec's flat error object (and headers such as Retry-After). */
export class AcpError extends Error {
  constructor(
    readonly status: number,
    readonly body: AcpErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export const invalidRequest = (status: number, code: string, message: string, param?: string): AcpError =>
  new AcpError(status, { type: 'invalid_request', code, message, ...(param ? { param } : {}) });

export const ACP_MESSAGES = {
  unauthorized: 'A valid API key is required: Authorization: Bearer <key>.',
  forbidden: "This API key's role does not hold the agentic_checkout permission.",
  disabled: 'Agentic checkout is switched off in this shop.',
  missingVersion: 'API-Version header is required.',
  unsupportedVersion: (version: string) => `API-Version ${version} is not supported.`,
  idempotencyRequired: 'Idempotency-Key header is required',
  idempotencyTooLong: 'Idempotency-Key is at most 255 characters',
  idempotencyConflict: 'Idempotency-Key has already been used with a different request body',
  idempotencyInFlight: 'A request with this Idempotency-Key is currently being processed',
  notFound: 'Checkout session not found.',
  invalidJson: 'Malformed JSON in the request body.',
  unknownItem: (id: string) => `The item ID '${id}' does not exist.`,
  unsupportedCurrency: (currency: string) => `The currency '${currency}' is not accepted by this shop.`,
  notCancelable: (status: string) => `A ${status} checkout session can not be canceled.`,
  notCompletable: (status: string) => `A ${status} checkout session can not be completed.`,
  notUpdatable: (status: string) => `A ${status} checkout session can not be updated.`,
  busy: 'Another request is completing this checkout session.',
  requires3ds:
    "This checkout session requires issuer authentication. The request must include 'authentication_result' as provided by the issuer authentication flow.",
  paymentHandler: "The payment must use the handler 'card_tokenized' with a Stripe shared payment token (credential type 'spt').",
  paymentUnavailable: 'No card payment in this shop at the moment.',
  stripeDown: 'Payment provider unreachable, please try again later.',
  failed: 'Could not process the request.',
  tooMany: 'Too many requests.',
} as const;
