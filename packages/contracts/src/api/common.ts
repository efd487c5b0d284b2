import { z } from 'zod';

/** Numbers may arrive as JSON numbers or numeric strings (form posts, the spec's payloads); anything else is a 400. */
const numeric = (schema: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v), schema);

export const latitude = numeric(z.number().min(-90).max(90));
export const longitude = numeric(z.number().min(-180).max(180));
export const positiveId = numeric(z.number().int().positive().max(2_147_483_647));

export const latLngRequest = z.object({ latitude, longitude });
export type LatLngRequest = z.infer<typeof latLngRequest>;

/**
 * Paged lists (store lists, collections, search): `cursor` is the `next_cursor` of the page before
 * (for the array answers: the X-Next-Cursor header); none = the first page, what old clients get.
 * `limit` asks for a smaller page than the server's (20).
 */
export const pageFields = {
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'This list has changed. Please start again from the top.')
    .nullish(),
  limit: z.number().int().min(1).max(50).optional(),
};
/** The response header that carries the next page's cursor for the answers that are plain arrays. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** A token in the body is accepted besides `Authorization: Bearer`, as the spec's payloads carry one. */
export const authFields = {
  token: z.string().max(200).nullish(),
  auth_token: z.string().max(200).nullish(),
  user_id: positiveId.nullish(),
};

/** Empty bodies are fine for calls without parameters; unknown keys are ignored. */
export const emptyRequest = z.object({}).loose().nullish();

/** Amount in rupees with two decimals, as every response shows money ("120.00"). */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);
export type MoneyString = z.infer<typeof moneyString>;

export const flag = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flag>;

export const errorResponse = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const okResponse = z.object({ success: z.literal(true) });

/** A booked delivery slot's day: YYYY-MM-DD in the store's time zone. */
export const slotDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-24');
