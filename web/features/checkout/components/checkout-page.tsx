import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { Lock, ShoppingBag } from 'lucide-react';
import { COUNTRY_OPTIONS } from '@contract/countries';
import { ShippingAddressSchema, type ShippingAddress, type ShippingAddressInput } from '@contract/checkout';
import { LoadError, PageContainer, PageHeader } from '@/components/layout/page';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCart, useShopSettings } from '@/api/cart';
import { isApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { checkoutSummary, shippingNote } from '../checkout-summary';
import { useCheckout } from '../api';
import { ItemLine } from './order-parts';

const EMPTY: ShippingAddressInput = {
  fullName: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
};

const FIELDS: Array<{
  name: keyof ShippingAddressInput;
  label: string;
  autoComplete: string;
  required: boolean;
}> = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name', required: true },
  { name: 'line1', label: 'Address', autoComplete: 'address-line1', required: true },
  { name: 'line2', label: 'Address line 2', autoComplete: 'address-line2', required: false },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { name: 'region', label: 'State or region', autoComplete: 'address-level1', required: false },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code', required: true },
  { name: 'country', label: 'Country', autoComplete: 'country', required: true },
];

/** `/checkout`: the shipping address, the payment method and the total; 'Place order' records it awaiting payment. */
export function CheckoutPage() {
  const cart = useCart(true);
  const settings = useShopSettings();
  const place = useCheckout();
  const navigate = useNavigate();
  const form = useForm<ShippingAddressInput, unknown, ShippingAddress>({
    resolver: zodResolver(ShippingAddressSchema),
    defaultValues: EMPTY,
  });
  const [methodId, setMethodId] = useState<string | null>(null);
  const method =
    settings.data?.paymentMethods.find((m) => m.id === methodId) ?? settings.data?.paymentMethods[0];

  const onSubmit = form.handleSubmit(async (address) => {
    if (!cart.data || !method) return;
    try {
      const { orders, redirectUrl } = await place.mutateAsync({
        address,
        paymentMethod: method.id,
        itemsTotal: cart.data.itemsTotal,
        // The cart as the buyer reviewed it: if it changed since, nothing is placed (409).
        cartVersion: cart.data.version,
      });
      // Paying by card: Stripe's page; the orders are paid once Stripe confirms it to the server.
      if (redirectUrl) return window.location.assign(redirectUrl);
      toast({
        title: orders.length === 1 ? 'Order placed' : `${orders.length} orders placed`,
        description: 'The artist will send you an invoice. Follow your order under Orders.',
      });
      void navigate({ to: '/orders' });
    } catch (error) {
      for (const [key, message] of Object.entries((isApiError(error) && error.fields) || {})) {
        const field = key.replace(/^address\./, '') as keyof ShippingAddressInput;
        if (FIELDS.some((f) => f.name === field)) form.setError(field, { type: 'server', message });
      }
      toast({
        title: 'Your order was not placed',
        description:
          isApiError(error) && error.status < 500
            ? error.userMessage
            : 'Check your connection and try again.',
        variant: 'destructive',
      });
    }
  });

  if (cart.isPending || settings.isPending)
    return (
      <PageContainer width="medium">
        <Skeleton className="mt-14 h-96 w-full" />
      </PageContainer>
    );
  if (cart.isError || settings.isError)
    return (
      <PageContainer width="medium">
        <div className="pt-14">
          <LoadError
            what="your cart"
            onRetry={() => void Promise.all([cart.refetch(), settings.refetch()])}
          />
        </div>
      </PageContainer>
    );
  const items = cart.data.items;
  if (items.length === 0)
    return (
      <PageContainer width="medium" className="pb-16">
        <PageHeader title="Checkout" />
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty"
          description="Add an original or a print to your cart first."
          action={<ButtonLink to="/artworks">Browse Artwork</ButtonLink>}
        />
      </PageContainer>
    );
  const summary = checkoutSummary(items, settings.data.shippingFlatRate);
  const rate = formatPrice(settings.data.shippingFlatRate)!;

  return (
    <PageContainer width="medium" className="pb-16">
      <PageHeader title="Checkout" description="Where should your art go?" />
      <form onSubmit={onSubmit} noValidate className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          <fieldset className="space-y-4">
            <legend className="mb-2 font-display text-xl text-ink">Shipping address</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map((f) => (
                <Field
                  key={f.name}
                  label={f.label}
                  required={f.required}
                  error={form.formState.errors[f.name]?.message}
                  className={
                    f.name === 'line1' || f.name === 'line2' || f.name === 'fullName' ? 'sm:col-span-2' : ''
                  }
                >
                  {f.name === 'country' ? (
                    <NativeSelect
                      autoComplete="country"
                      invalid={Boolean(form.formState.errors.country)}
                      {...form.register('country')}
                    >
                      <option value="">Choose a country</option>
                      {COUNTRY_OPTIONS.map((c) => (
                        <option key={c.code} value={c.code}>
                          {c.name}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <Input
                      autoComplete={f.autoComplete}
                      invalid={Boolean(form.formState.errors[f.name])}
                      {...form.register(f.name)}
                    />
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 font-display text-xl text-ink">Payment</legend>
            {settings.data.paymentMethods.map((m) => (
              <label
                key={m.id}
                className={`mb-3 block rounded-xl border p-4 ${m.id === method?.id ? 'border-accent bg-accent-soft/40' : 'border-line'}`}
              >
                {settings.data.paymentMethods.length > 1 ? (
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={m.id}
                    checked={m.id === method?.id}
                    onChange={() => setMethodId(m.id)}
                    className="mr-2"
                  />
                ) : null}
                <span className="font-medium text-ink">{m.name}</span>
                <span className="mt-1 block text-sm text-muted">{m.description}</span>
                <span className="mt-2 block text-sm text-muted">
                  Unpaid orders expire after {settings.data.paymentWindowHours} hours and the originals go
                  back on sale.
                </span>
              </label>
            ))}
          </fieldset>
        </div>
        <aside
          aria-label="Order summary"
          className="h-fit space-y-4 rounded-(--radius-card) border border-line bg-surface p-5"
        >
          <ul className="space-y-4">
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <ItemLine item={item} />
              </li>
            ))}
          </ul>
          <dl className="space-y-2 border-t border-line pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Items</dt>
              <dd className="tabular-nums">{formatPrice(summary.itemsTotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">
                Shipping <span className="block text-xs">{shippingNote(summary.orderCount, rate)}</span>
              </dt>
              <dd className="tabular-nums">{formatPrice(summary.shipping)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Tax</dt>
              <dd className="text-right text-xs text-muted">Not included: settled in a later step</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-medium text-ink">
              <dt>Total</dt>
              <dd className="tabular-nums" data-testid="checkout-total">
                {formatPrice(summary.total)}
              </dd>
            </div>
          </dl>
          <Button type="submit" size="lg" className="w-full" loading={place.isPending}>
            <Lock aria-hidden /> Place order
          </Button>
          <p className="text-xs text-muted">
            {method?.id === 'card'
              ? "Next you pay on Stripe's secure page; the order is confirmed once Stripe confirms the payment."
              : 'Placing the order records it as awaiting payment; no money moves on this site.'}
          </p>
        </aside>
      </form>
    </PageContainer>
  );
}
