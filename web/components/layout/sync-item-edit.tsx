import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { retryOutboxItem, type OutboxItem } from '@/offline/outbox';

export const fieldLabel = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Edits a refused write's text in the panel: only for the writes whose own form does not reopen
 * from the outbox yet (./sync-item-forms.ts has those that do: artworks, the artist profile).
 * Saving keeps the item's place and key and queues it again.
 */
export function SyncItemEditForm({
  item,
  fields,
  onDone,
}: {
  item: OutboxItem;
  fields: [string, string][];
  onDone: () => void;
}) {
  const [values, setValues] = useState(() => Object.fromEntries(fields));
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const command = {
        ...item.command,
        body: { ...(item.command.body as Record<string, unknown>), ...values },
        createdAt: new Date().toISOString(),
      };
      await retryOutboxItem(item.seq, undefined, command);
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {fields.map(([key]) => (
        <Field key={key} label={fieldLabel(key)}>
          <Textarea
            rows={3}
            value={values[key] ?? ''}
            onChange={(event) => setValues((old) => ({ ...old, [key]: event.target.value }))}
          />
        </Field>
      ))}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" type="button" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save and send
        </Button>
      </div>
    </form>
  );
}
