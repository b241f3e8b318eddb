import { useState } from 'react';
import { Palette, Plus } from 'lucide-react';
import type { CommissionService } from '@contract/commission-service';
import {
  SERVICE_STATUSES,
  SERVICE_STATUS_LABELS,
  type ServiceStatus,
} from '@contract/commission-service-rules';
import { LoadError } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PlainSelect } from '@/components/ui/plain-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCommissionServices } from '@/api/commission-services';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWrite } from '@/lib/write';
import { ServiceCard } from '@/components/commission-services/service-card';
import { ServiceFormDialog } from './service-form-dialog';

/** The dashboard's Services tab: the artist's services, their status at a glance, add, edit, delete. */
export function ServicesManager({ artistId }: { artistId: number }) {
  const services = useCommissionServices({ artistId });
  const [editing, setEditingState] = useState<CommissionService | null | 'new'>(null);
  const [opened, setOpened] = useState(0);
  const setEditing = (next: CommissionService | 'new' | null) => {
    if (next !== null) setOpened((n) => n + 1);
    setEditingState(next);
  };
  const [deleting, setDeleting] = useState<CommissionService | null>(null);
  const remove = useWrite('deleteCommissionService', { input: (id: number) => ({ params: { id } }) });
  const update = useWrite('updateCommissionService', {
    input: ({ id, status }: { id: number; status: ServiceStatus }) => ({ params: { id }, body: { status } }),
  });
  const fail = (error: unknown) =>
    toast({
      title: 'Could not change the service',
      description: isApiError(error) ? error.userMessage : 'Please try again.',
      variant: 'destructive',
    });

  const add = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden /> Add a service
    </Button>
  );
  let body;
  if (services.isPending) body = <Skeleton className="h-64 w-full" />;
  else if (services.isError)
    body = <LoadError what="your services" onRetry={() => void services.refetch()} />;
  else if (services.data.length === 0)
    body = (
      <EmptyState
        icon={Palette}
        title="You offer no commission services yet"
        description="Say what you make to order, for how much and how soon; collectors can then request from a service."
        action={add}
      />
    );
  else
    body = (
      <ul aria-label="Your commission services" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.data.map((service) => (
          <li key={service.id} className="flex">
            <ServiceCard
              service={service}
              actions={
                <>
                  <PlainSelect
                    aria-label={`Status of "${service.title}"`}
                    value={service.status}
                    onChange={(e) =>
                      void update
                        .mutateAsync({ id: service.id, status: e.target.value as ServiceStatus })
                        .catch(fail)
                    }
                  >
                    {SERVICE_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {SERVICE_STATUS_LABELS[status]}
                      </option>
                    ))}
                  </PlainSelect>
                  <Button variant="secondary" onClick={() => setEditing(service)}>
                    Edit
                  </Button>
                  <Button variant="ghost" onClick={() => setDeleting(service)}>
                    Delete
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="space-y-6">
      {services.data?.length ? <div className="flex justify-end">{add}</div> : null}
      {body}
      <ServiceFormDialog
        key={opened}
        open={editing !== null}
        onClose={() => setEditing(null)}
        artistId={artistId}
        service={editing === 'new' ? null : editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          void remove
            .mutateAsync(deleting!.id)
            .then(() => setDeleting(null))
            .catch(fail)
        }
        title="Delete this service?"
        message={`"${deleting?.title ?? ''}" leaves your profile. Requests already sent from it stay as they are.`}
        confirmLabel="Delete service"
        destructive
        pending={remove.isPending}
      />
    </div>
  );
}
