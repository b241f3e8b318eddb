import type { Commission } from '@contract/commission';

/** What 'Request something similar' fills in for the collector. */
export interface SimilarRequestDraft {
  title: string;
  preferredMedium: string;
}

/** A request like a showcase commission: its medium, and a title naming the piece it follows. */
export function similarRequestDraft(commission: Pick<Commission, 'title' | 'medium'>): SimilarRequestDraft {
  return {
    title: `Something like “${commission.title}”`.slice(0, 200),
    preferredMedium: commission.medium ?? '',
  };
}
