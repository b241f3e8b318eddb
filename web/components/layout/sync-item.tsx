import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, CloudUpload, Pause } from 'lucide-react';
import { Button, buttonStyles } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { discardOutboxItem, retryOutboxItem, type OutboxItem } from '@/offline/outbox';
import { useOutboxProgress } from '@/offline/use-outbox';
import { fieldLabel, SyncItemEditForm } from './sync-item-edit';
import { queuedItemForm } from './sync-item-forms';

/** The user's own words in a queued command: its top-level text fields (notes, description, title). */
function textFields(item: OutboxItem): [string, string][] {
  const body = item.command.body;
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body as Record<string, unknown>).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && entry[1].trim() !== '' && entry[0] !== 'status',
  );
}

function statusLine(item: OutboxItem, progress: number | null | undefined): string {
  switch (item.status) {
    case 'sending':
      return typeof progress === 'number' ? `Uploading… ${Math.round(progress * 100)}%` : 'Sending…';
    case 'paused':
      return 'Paused: sign in again to send it';
    case 'conflict':
      // Set aside: poisoned, or refused in a way editing may not fix. The others went on without it.
      if (item.setAside) return `Set aside, the rest went on: ${item.error ?? 'it could not be sent'}`;
      return item.error ?? 'The server refused it';
    case 'pending':
      return item.attempts > 0
        ? `Waiting to retry${item.error ? ` (${item.error})` : ''}`
        : 'Waiting to sync';
    default:
      return item.status satisfies never;
  }
}

/** Edit: the item's own form, prefilled from it (the panel closes on the way). */
function EditLink({ item, onNavigate }: { item: OutboxItem; onNavigate: () => void }) {
  const form = queuedItemForm(item);
  if (!form) return null;
  return (
    <Link {...form} onClick={onNavigate} className={buttonStyles({ variant: 'secondary' })}>
      Edit
    </Link>
  );
}

/**
 * One write in the sync panel: what it is, where it stands, Edit while it waits, and for a
 * conflict Retry / Edit / Discard. Edit reopens the item's own form (./sync-item-forms.ts); a
 * refused message or reply edits its text here (./sync-item-edit.tsx); one
 * with neither (a follow) has no Edit.
 */
export function SyncItem({ item, onNavigate }: { item: OutboxItem; onNavigate: () => void }) {
  const progress = useOutboxProgress(item.seq);
  const [editing, setEditing] = useState(false);
  const ownForm = queuedItemForm(item) !== null;
  const fields = textFields(item);
  const conflict = item.status === 'conflict';
  const Icon = conflict ? AlertTriangle : item.status === 'paused' ? Pause : CloudUpload;

  return (
    <li
      className="rounded-2xl border border-line bg-surface p-4"
      data-testid="sync-item"
      data-set-aside={item.setAside ? 'true' : undefined}
    >
      <p className="flex items-start gap-2 text-sm font-medium text-ink">
        <Icon
          aria-hidden
          className={conflict ? 'mt-0.5 size-4 shrink-0 text-warning' : 'mt-0.5 size-4 shrink-0 text-muted'}
        />
        <span className="min-w-0 flex-1">{item.label}</span>
      </p>
      <p
        className={conflict ? 'mt-1 text-sm text-warning' : 'mt-1 text-sm text-muted'}
        role={conflict ? 'alert' : undefined}
      >
        {statusLine(item, progress)}
      </p>
      {item.status === 'sending' && typeof progress === 'number' ? (
        <div
          role="progressbar"
          aria-label={`Upload of ${item.label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-subtle"
        >
          <div
            className="h-full rounded-full bg-accent"
            style={{ width: `${Math.round(progress * 100)}%` }}
          />
        </div>
      ) : null}
      {conflict && !editing && fields.length ? (
        <div className="mt-3 space-y-2">
          {fields.map(([key, value]) => (
            <Field key={key} label={`${fieldLabel(key)} (kept)`}>
              <Textarea rows={2} readOnly value={value} />
            </Field>
          ))}
        </div>
      ) : null}
      {conflict && editing ? (
        <SyncItemEditForm item={item} fields={fields} onDone={() => setEditing(false)} />
      ) : conflict ? (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => void discardOutboxItem(item.seq)}>
            Discard
          </Button>
          {ownForm ? (
            <EditLink item={item} onNavigate={onNavigate} />
          ) : fields.length ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
          <Button onClick={() => void retryOutboxItem(item.seq)}>Retry</Button>
        </div>
      ) : ownForm ? (
        <div className="mt-3 flex justify-end">
          <EditLink item={item} onNavigate={onNavigate} />
        </div>
      ) : null}
    </li>
  );
}
