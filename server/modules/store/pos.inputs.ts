import { Min, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { EmailFormat, MESSAGES, MaxLength, Required, isPresent, Money } from '../../common/validation/rules.js';
import { QUANTITY_MESSAGE } from '../../../core/messages.js';
import { PointsAmount } from '../order/index.js';

/** A signed amount of money: cash put in (positive) or taken out (negative). */
const SignedMoney = () =>
  ValidateBy({
    name: 'signedMoney',
    validator: {
      validate: (v) => !isPresent(v) || (typeof v === 'string' && /^-?\d{1,10}(\.\d{1,2})?$/.test(v) && Number(v) !== 0),
      defaultMessage: () => MESSAGES.noSpecific,
    },
  });

@InputType({ description: 'Open a register: POST /api/admin/store/{id}/session {register_id, float}' })
export class OpenSessionInput {
  @Field(() => Int, { nullable: true })
  @Required()
  registerId!: number;

  @Field(() => String, { nullable: true, description: 'Cash in the drawer at the start' })
  @Required()
  @Money()
  float!: string;
}

@InputType({ description: 'Close a register: PUT /api/admin/store/{id}/session/{session_id} {counted_cash}' })
export class CloseSessionInput {
  @Field(() => String, { nullable: true })
  @Required()
  @Money()
  countedCash!: string;
}

@InputType({ description: 'Cash in (positive) or out (negative) of the drawer, with its reason' })
export class CashMovementInput {
  @Field(() => String, { nullable: true })
  @Required()
  @SignedMoney()
  amount!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  reason!: string;
}

@InputType()
export class PosSaleLineInput {
  @Field(() => Int, { nullable: true })
  @Required()
  stockId!: number;

  @Field(() => Int, { nullable: true })
  @Required()
  @Min(1, { message: QUANTITY_MESSAGE })
  quantity!: number;

  @Field(() => String, { nullable: true, description: 'A manual discount of the line (amount, base currency); needs `promotion` or an approval code' })
  @Money()
  discount?: string | null;
}

@InputType()
export class PosPaymentInput {
  @Field(() => String, { nullable: true, description: 'cash, card, or the kind of an enabled offline payment method (bank_transfer...)' })
  @Required()
  @MaxLength(30)
  method!: string;

  @Field(() => String, { nullable: true, description: "In the sale's currency; for cash: the amount tendered (the change is worked out)" })
  @Required()
  @Money()
  amount!: string;

  @Field(() => String, { nullable: true, description: "The card terminal's reference" })
  @MaxLength(100)
  reference?: string | null;
}

@InputType()
export class PosReturnLineInput {
  @Field(() => Int, { nullable: true })
  @Required()
  orderItemId!: number;

  @Field(() => Int, { nullable: true })
  @Required()
  @Min(1, { message: QUANTITY_MESSAGE })
  quantity!: number;

  @Field(() => Boolean, { nullable: true, description: "Back into the store's warehouse (default true)" })
  restock?: boolean | null;
}

/**
 * Lines of an earlier receipt of the same store taken back in a sale: an exchange. What they were paid pays
 * for the new ticket; what the ticket does not use is paid back as a return would be.
 */
@InputType()
export class PosExchangeInput {
  @Field(() => Int, { nullable: true, description: 'The earlier sale (its order id)' })
  @Required()
  orderId!: number;

  @Field(() => [PosReturnLineInput], { nullable: true })
  @Required()
  @ValidateNested({ each: true })
  lines!: PosReturnLineInput[];

  @Field(() => String, {
    nullable: true,
    description: 'How what the new ticket does not use of the credit is paid back: cash, or a method of the earlier sale (default: the way it was paid)',
  })
  @MaxLength(30)
  refundMethod?: string | null;
}

/** A ticket as the selling screen has it: priced by posQuote, sold by posCreateSale. */
@InputType()
export class PosTicketInput {
  @Field(() => Int, { nullable: true })
  @Required()
  storeId!: number;

  @Field(() => Int, { nullable: true })
  @Required()
  registerId!: number;

  @Field(() => Int, { nullable: true, description: 'None: a walk-in customer' })
  customerId?: number | null;

  @Field(() => [PosSaleLineInput], { nullable: true, description: 'The new items; none yet is quoted with an exchange alone (its credit), never sold' })
  // The credit of an exchange is quoted as soon as its lines are on the ticket, before anything new is
  // scanned; a sale always needs lines (PosSaleService.price).
  @ValidateIf((o: PosTicketInput) => o.exchange == null || Boolean(o.lines?.length))
  @Required()
  @ValidateNested({ each: true })
  lines!: PosSaleLineInput[];

  @Field(() => [String], { nullable: true })
  coupons?: string[] | null;

  @Field(() => Int, { nullable: true, description: "Reward points of the chosen customer to spend (within the points settings' rate and share of the ticket)" })
  @PointsAmount()
  points?: number | null;

  @Field(() => String, { nullable: true, description: "One of the shop's currencies (default the base currency): the payments are in it, at the shop's rate" })
  @MaxLength(10)
  currency?: string | null;

  @Field(() => String, { nullable: true, description: 'A manual discount of the whole ticket (amount, base currency)' })
  @Money()
  discount?: string | null;

  @Field(() => String, { nullable: true, description: "A manager's approval code, for a cashier without `promotion` who gives a discount" })
  @MaxLength(100)
  approvalCode?: string | null;

  @Field(() => PosExchangeInput, {
    nullable: true,
    description: 'Lines of an earlier receipt exchanged for this ticket (their worth pays for it); the ticket is then in the base currency',
  })
  @ValidateIf((o: PosTicketInput) => o.exchange != null)
  @ValidateNested()
  exchange?: PosExchangeInput | null;
}

/** POST /api/admin/pos/sale (api-contract). */
@InputType()
export class PosSaleInput extends PosTicketInput {
  @Field(() => String, { nullable: true, description: 'Generated by the selling screen; a sale sent again with it makes no second order' })
  @Required()
  @MaxLength(64)
  clientId!: string;

  @Field(() => [PosPaymentInput], { nullable: true, description: 'None when nothing is left to pay (a ticket the exchange credit covers)' })
  @ValidateIf((o: PosSaleInput) => o.payments != null)
  @ValidateNested({ each: true })
  payments?: PosPaymentInput[] | null;

  @Field(() => String, { nullable: true, description: 'Send the receipt to this address' })
  @EmailFormat()
  receiptEmail?: string | null;
}

/** POST /api/admin/pos/return (api-contract). */
@InputType()
export class PosReturnInput {
  @Field(() => Int, { nullable: true })
  @Required()
  orderId!: number;

  @Field(() => [PosReturnLineInput], { nullable: true })
  @Required()
  @ValidateNested({ each: true })
  lines!: PosReturnLineInput[];

  @Field(() => Int, { nullable: true, description: "The register paying the refund (default the sale's); it needs an open session" })
  registerId?: number | null;

  @Field(() => String, { nullable: true, description: 'cash, or a method of the sale for at most what it took (default: the way the sale was paid)' })
  @MaxLength(30)
  refundMethod?: string | null;
}

@InputType({ description: 'A customer made at the counter: name and a phone or e-mail' })
export class PosCustomerInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(100)
  firstName!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(100)
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @Required()
  @EmailFormat()
  email!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(50)
  phone?: string | null;
}
