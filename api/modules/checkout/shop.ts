import type { ShopSettings } from '../../../contract/checkout';
import type { Config } from '../../config';
import { paymentProviders } from '../payments/payment-provider';

// The shop's settings as clients read them.

export function shopSettings(
  config: Pick<Config, 'shippingFlatRateCents' | 'paymentWindowHours' | 'reservationMinutes'>,
): ShopSettings {
  return {
    shippingFlatRate: config.shippingFlatRateCents / 100,
    reservationMinutes: config.reservationMinutes,
    paymentWindowHours: config.paymentWindowHours,
    paymentMethods: paymentProviders().map((p) => p.method),
  };
}
