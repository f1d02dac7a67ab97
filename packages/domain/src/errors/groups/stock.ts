/** Stock, orders and the people of a workplace (operators, workers, profile). */
export const stockErrors = {
  /** A started exam finds no capsule left in its lot's stock: the count and the shelf disagree. */
  STOCK_OUT: { status: 409, chat: true },
  /** A transfer asks for more capsules than the lot has. */
  STOCK_INSUFFICIENT: { status: 409, chat: false },
  /** A transfer to the workplace the capsules are already at. */
  TRANSFER_SAME_WORKPLACE: { status: 400, chat: false },
  /** Confirm arrival: no dispatched or delivered order of this workplace has this invoice. */
  ORDER_INVOICE_NOT_FOUND: { status: 404, chat: true },
  /** The distributor ships (invoice for shipping, dispatched) without the invoice number or its lots. */
  ORDER_SHIPMENT_MISSING: { status: 400, chat: false },
  /** Creating an operator whose document already belongs to a user: add them as a worker instead. */
  OPERATOR_EXISTS: { status: 409, chat: false },
  /** A manager cannot remove themself from the workplace's workers. */
  WORKER_REMOVE_SELF: { status: 409, chat: false },
} as const;
