import type { AuthenticationResult } from './acp-payment.js';

/** The request bodies of the spec (checked against its JSON Schema before they get here). */
export interface AcpItem {
  id: string;
}

export interface AcpSelectedOption {
  type: string;
  option_id: string;
  item_ids: string[];
}

export interface CreateRequest {
  line_items: AcpItem[];
  currency: string;
  capabilities: Record<string, unknown>;
  buyer?: Record<string, unknown>;
  fulfillment_details?: Record<string, unknown>;
  coupons?: string[];
  discounts?: { codes?: string[] };
  locale?: string;
  order_notes?: string;
}

export interface UpdateRequest {
  line_items?: AcpItem[];
  buyer?: Record<string, unknown>;
  fulfillment_details?: Record<string, unknown>;
  selected_fulfillment_options?: AcpSelectedOption[];
  coupons?: string[];
  discounts?: { codes?: string[] };
  order_notes?: string;
}

export interface CompleteRequest {
  buyer?: Record<string, unknown>;
  payment_data: {
    handler_id?: string;
    instrument?: { type: string; credential: { type: string; token: string } };
    billing_address?: Record<string, string>;
    purchase_order_number?: string;
  };
  authentication_result?: AuthenticationResult;
  order_notes?: string;
}
