/** Dates of a commission: a proposal's expiry and the days left to its delivery date (issue 26, point 4). */

/** When a proposal sent at `sentAt` expires unanswered (ISO). */
export function expiryOf(sentAt: string, expiryDays: number): string {
  return new Date(Date.parse(sentAt) + expiryDays * 86_400_000).toISOString();
}

export type DeliveryTone = 'on_track' | 'due_soon' | 'overdue';
/** Days left to a delivery date (YYYY-MM-DD) from `today`: amber in the last 3 days, red once it passed. */
export function deliveryCountdown(deliveryDate: string, today: string): { days: number; tone: DeliveryTone } {
  const days = Math.round(
    (Date.parse(`${deliveryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  return { days, tone: days < 0 ? 'overdue' : days <= 3 ? 'due_soon' : 'on_track' };
}

/** The countdown in words ("12 days left", "Due today", "2 days overdue"). */
export function countdownWords(days: number): string {
  if (days === 0) return 'Due today';
  if (days > 0) return `${days} day${days === 1 ? '' : 's'} left`;
  return `${-days} day${days === -1 ? '' : 's'} overdue`;
}
