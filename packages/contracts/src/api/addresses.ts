import { z } from 'zod';
import { savedAddress } from './auth';
import { authFields, flag, latitude, longitude, positiveId } from './common';

/** SPEC §7 Addresses. A customer keeps at most this many saved addresses (a clear 422 past it). */
export const MAX_SAVED_ADDRESSES = 20;
export const ADDRESS_TEXT_LIMITS = { address: 300, house: 120, landmark: 120, tag: 24 } as const;

/** C0 controls other than tab, newline and carriage return (collapsed below), and DEL: never part of an address. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

/** One line of text: runs of whitespace (newlines, tabs) become one space, ends trimmed, controls refused. */
const line = (max: number) =>
  z
    .string()
    .refine((v) => !hasControlCharacter(v), 'must not contain control characters')
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, `must be at most ${max} characters`));

/** An optional line: empty or whitespace-only reads as "not given" (null). */
const optionalLine = (max: number) =>
  line(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * save-address: a new saved address for the SESSION user. Unknown keys (`user_id` of someone else,
 * `id`, `deleted_at`, `is_default` …) are dropped, never assigned (SECURITY 16).
 */
export const saveAddressRequest = z
  .object({
    ...authFields,
    latitude,
    longitude,
    address: line(ADDRESS_TEXT_LIMITS.address).pipe(z.string().min(3, 'Enter the address')),
    house: optionalLine(ADDRESS_TEXT_LIMITS.house),
    landmark: optionalLine(ADDRESS_TEXT_LIMITS.landmark),
    tag: optionalLine(ADDRESS_TEXT_LIMITS.tag),
    /** Make it the default address; a first address (or one saved while none is default) always is. */
    set_default: z.boolean().optional(),
  })
  .strip();
export type SaveAddressRequest = z.input<typeof saveAddressRequest>;

/** delete-address and set-default-address name one of the session user's addresses. */
export const addressIdRequest = z.object({ ...authFields, address_id: positiveId }).strip();
export type AddressIdRequest = z.input<typeof addressIdRequest>;
export const deleteAddressRequest = addressIdRequest;
export const setDefaultAddressRequest = addressIdRequest;
export const getAddressesRequest = z.object({ ...authFields }).strip().nullish();

/** SPEC §3 address fields, and whether it is the user's default (1) or not (0). */
export const addressView = savedAddress.extend({ is_default: flag });
export type AddressView = z.infer<typeof addressView>;

/** Every addresses call answers with the user's saved addresses as they now are (default first, then newest). */
export const addressesResponse = z.object({
  success: z.literal(true),
  default_address_id: z.number().int().nullable(),
  data: z.array(addressView),
});
export type AddressesResponse = z.infer<typeof addressesResponse>;

/** save-address also names the address it saved. */
export const saveAddressResponse = addressesResponse.extend({ address: addressView });
export type SaveAddressResponse = z.infer<typeof saveAddressResponse>;
