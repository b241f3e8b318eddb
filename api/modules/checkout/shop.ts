import type { ShopSettings } from '../../../contract/checkout';
import type { Config } from '../../config';
import type { Storage } from '../../storage/storage';
import { paymentProviders } from '../payments/payment-provider';

// What the shop's services work with besides the database, and the shop's settings as clients read them.

export interface ShopDeps {
  storage: Storage;
  config: Pick<Config, 'shippingFlatRateCents' | 'paymentWindowHours' | 'reservationMinutes'>;
}

export function shopSettings(config: ShopDeps['config']): ShopSettings {
  return {
    shippingFlatRate: config.shippingFlatRateCents / 100,
    reservationMinutes: config.reservationMinutes,
    paymentWindowHours: config.paymentWindowHours,
    paymentMethods: paymentProviders().map((p) => p.method),
  };
}
