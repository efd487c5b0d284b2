import type { UserData } from '@keka/contracts';
import { paise, toRupeeString } from '@keka/domain';
import type { AddressRow, UserRow } from './accounts.repository';

export function presentAddress(row: AddressRow): NonNullable<UserData['default_address']> {
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    house: row.house,
    landmark: row.landmark,
    tag: row.tag,
  };
}

/** SPEC §3 User: data{id, name, auth_token, rewards, default_address_id, default_address …}. */
export function presentUser(user: UserRow, extra: { token: string; rewards: { live: number; unseen: number }; defaultAddress: AddressRow | undefined }): UserData {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    role: user.role,
    auth_token: extra.token,
    rewards: extra.rewards.live,
    unseen_rewards: extra.rewards.unseen,
    wallet_balance: toRupeeString(paise(user.walletBalancePaise)),
    referral_code: user.referralCode,
    default_address_id: extra.defaultAddress ? extra.defaultAddress.id : null,
    default_address: extra.defaultAddress ? presentAddress(extra.defaultAddress) : null,
  };
}
