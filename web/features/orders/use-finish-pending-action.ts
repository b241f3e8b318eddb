import { useEffect, useEffectEvent } from 'react';
import type * as Pending from '@/lib/pending-action';

export interface FinishPendingAction {
  artworkId: number;
  signedIn: boolean | undefined;
  /** The page knows enough to act (on sale; the stock and the buyer's cart loaded). */
  ready: boolean;
  reserve: () => void;
  stockPrint: (stockItemId: number, quantity: number) => void;
  /** A print-on-demand variant, at the price the visitor saw (a changed price answers 409). */
  podPrint: (variantId: string, quantity: number, unitPrice: number) => void;
}

/**
 * Back where you were (issue 25, point 5): a visitor who tapped Purchase Original or Add to Cart
 * on this artwork signed in and came back; the remembered action (web/lib/pending-action.ts) is done
 * now, once: the original reserved, the print (in stock or print-on-demand) added.
 */
export function useFinishPendingAction(props: FinishPendingAction) {
  const { artworkId, signedIn, ready } = props;
  const finish = useEffectEvent(({ takeAction }: typeof Pending) => {
    const forThis = (a: { artworkId: number }) => a.artworkId === artworkId;
    if (takeAction('reserve', forThis)) return props.reserve();
    const stock = takeAction('stock-print', forThis);
    if (stock) return props.stockPrint(stock.stockItemId, stock.quantity);
    const pod = takeAction('pod-print', forThis);
    if (pod) props.podPrint(pod.variantId, pod.quantity, pod.unitPrice);
  });
  useEffect(() => {
    // Loaded when needed: the public pages' first load does not carry it.
    if (signedIn === true && ready) void import('@/lib/pending-action').then(finish);
  }, [artworkId, signedIn, ready]);
}
