import type { CommissionRequest } from '@contract/commission-request';
import type { CommissionMoveInput } from '@contract/commission-work-api';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { useCommissionMove } from '../api/work';

/** One work move on a commission (offline too: it waits in the outbox), with its toast. */
export function useMove(request: CommissionRequest) {
  const mutation = useCommissionMove();
  const run = async (move: CommissionMoveInput, done: string) => {
    try {
      const result = await mutation.mutateAsync({ id: request.id, title: request.title, move });
      toast({ title: isQueued(result) ? SAVED_OFFLINE_MESSAGE : done, description: `"${request.title}"` });
      return true;
    } catch (error) {
      toast({
        title: 'That did not go through',
        description: isApiError(error) ? error.userMessage : 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}

export type MoveButton = [label: string, move: CommissionMoveInput, variant: 'primary' | 'secondary'];

export function MoveButtons({ request, moves }: { request: CommissionRequest; moves: MoveButton[] }) {
  const { run, pending } = useMove(request);
  return (
    <div className="mt-3 flex flex-wrap justify-end gap-3">
      {moves.map(([label, move, variant]) => (
        <Button key={label} variant={variant} disabled={pending} onClick={() => void run(move, label)}>
          {label}
        </Button>
      ))}
    </div>
  );
}
