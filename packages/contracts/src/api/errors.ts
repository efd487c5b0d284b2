/** Error codes of `{ success: false, code, message }` answers, with their HTTP status (ADR 0004). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  NOTLOGGEDIN: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_CODE: 422,
  /** Sign-in through this provider (accessToken, provider) is not offered on this server. */
  PROVIDER_UNAVAILABLE: 422,
  /** The provider's token did not verify (signature, audience, issuer, expiry, app) or its e-mail is unverified. */
  PROVIDER_TOKEN_INVALID: 401,
  /** A provider's verified e-mail belongs to an account not linked to it: sign in to that account once to link it. */
  LINK_REQUIRED: 409,
  /** This provider identity is already linked to another account. */
  IDENTITY_TAKEN: 409,
  /** Unlinking would leave the account with no way to sign in. */
  LAST_SIGN_IN_METHOD: 409,
  /** An order needs a phone number the store and the rider can call (accounts made through a provider have none). */
  PHONE_REQUIRED: 422,
  ACCOUNT_DISABLED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_IN_PROGRESS: 409,
  STORE_CLOSED: 422,
  NOT_OPERATIONAL: 422,
  MIN_ORDER_NOT_MET: 422,
  ITEM_UNAVAILABLE: 422,
  ITEM_MAX_QTY: 422,
  ADDON_INVALID: 422,
  MIXED_STORES: 422,
  ADDRESS_REQUIRED: 422,
  ADDRESS_LIMIT_REACHED: 422,
  SLOT_REQUIRED: 422,
  SLOT_FULL: 409,
  DELIVERY_TYPE_UNAVAILABLE: 422,
  PAYMENT_METHOD_UNAVAILABLE: 422,
  WALLET_INSUFFICIENT: 422,
  /** Online payments (issue 33): an attempt is being started by a request a moment ago. */
  PAYMENT_STARTING: 409,
  /** The order no longer waits for its money (paid, expired, cancelled). */
  ORDER_NOT_PAYABLE: 409,
  /** A provider's payment whose amount or currency is not the order's online part. */
  PAYMENT_MISMATCH: 422,
  /** A webhook whose signature, age or shape does not hold. */
  WEBHOOK_REJECTED: 400,
  /** A provider event received before: nothing changes. */
  EVENT_REPLAYED: 409,
  /** The provider could not be reached or refused to start: try again, or pay another way. */
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  /** The console: this provider's keys come from the server's environment and are changed there. */
  KEYS_FROM_ENVIRONMENT: 409,
  /** The console cannot keep secret keys: SECRETS_KEY is not set on the server. */
  SECRETS_KEY_MISSING: 409,
  /** A provider's keys are not all there. */
  KEYS_INCOMPLETE: 422,
  /** Kept secret keys cannot be opened (another SECRETS_KEY): all must be entered again. */
  KEYS_UNREADABLE: 409,
  /** The provider's library refused the keys. */
  KEYS_INVALID: 422,
  COUPON_INVALID: 422,
  INVALID_TRANSITION: 409,
  /** The change clashes with what is stored (a coupon code taken, a used coupon, a personal coupon). */
  CONFLICT: 409,
  /** A delivery partner was second to accept an order (first wins). */
  ALREADY_ACCEPTED: 409,
  ALREADY_RATED: 409,
  /** The store extends its promised time once (issue 36). */
  ALREADY_EXTENDED: 409,
  /** A longer preparation time needs a reason the customer is told. */
  REASON_REQUIRED: 422,
  NOT_RATABLE: 409,
  /** An order's missing or wrong items are reported once (issue 36). */
  ALREADY_REPORTED: 409,
  /** Items can be reported for a setting's hours after delivery. */
  REPORT_WINDOW_CLOSED: 409,
  /** A report names a line that is not the order's, the same line twice, or more than was ordered. */
  REPORT_LINES_INVALID: 422,
  /** An admin decides a report that is waiting for review, once. */
  ALREADY_DECIDED: 409,
  /** Issue 36: a line already has a replacement waiting for the customer's answer, or the order waits for one (mark ready). */
  SUBSTITUTION_PENDING: 409,
  /** The proposal was answered already (by the customer, or by their default when time ran out). */
  ALREADY_ANSWERED: 409,
  /** Leaving out the order's only line: decline the order instead. */
  SUBSTITUTION_EMPTY: 422,
  /** A replacement would make a cash order dearer than the setting's share allows. */
  SUBSTITUTION_OVER_CAP: 422,
  /** A replacement would make an order that is paid already dearer. */
  SUBSTITUTION_NOT_COLLECTABLE: 422,
  /** The replacement is not an item this store sells now. */
  SUBSTITUTE_UNAVAILABLE: 422,
  /** An order placed before substitutions existed has no bill input to make its bill again from. */
  SUBSTITUTION_UNAVAILABLE: 409,
  /** A scratch card past its expiry cannot be scratched. */
  REWARD_EXPIRED: 409,
  /** A scratch card whose earning order was cancelled or refunded. */
  REWARD_WITHDRAWN: 409,
  /** Hand-over PIN did not match; the answer says how many tries are left. */
  PIN_INVALID: 422,
  /** Too many wrong PINs: the partner is stopped until the store or an admin unlocks it. */
  PIN_LOCKED: 423,
  /** An offline delivery partner cannot take orders. */
  RIDER_OFFLINE: 409,
  /** Offers stop while the partner holds `cash_limit` in cash (issue 8). */
  CASH_LIMIT_REACHED: 409,
  /** Offers stop while the partner has `max_accept_delivery_limit` open orders. */
  ORDER_LIMIT_REACHED: 409,
  /** `nearest` dispatch: the offer is another partner's turn now. */
  OFFER_NOT_YOURS: 409,
  /** GPS is only taken while the partner has an accepted or picked-up order. */
  NO_ACTIVE_DELIVERY: 409,
  /** An admin refund or payout above what may still be given. */
  AMOUNT_TOO_LARGE: 422,
  /** An admin gave an order to someone who is not an approved delivery partner with his account on. */
  RIDER_UNAVAILABLE: 422,
  /** An admin named an item, item group or top category of another store than the one being edited. */
  NOT_OF_STORE: 422,
  /** The record changed since the admin looked (a second click, another admin): nothing was done. */
  CHANGED_MEANWHILE: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
