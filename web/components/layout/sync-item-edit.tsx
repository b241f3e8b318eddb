import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { retryOutboxItem, type OutboxItem } from '@/offline/outbox';
import { queuedBodyErrors } from './sync-item-rules';

export const fieldLabel = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Edits a refused write's text in the panel: only for the writes whose own form does not reopen
 * from the outbox (./sync-item-forms.ts has those that do): conversation and order messages, and
 * replies to requests, whose composers are boxes for the next message. The text is checked as its
 * composer checks it (./sync-item-rules.ts) before saving; saving keeps the item's place and key
 * and queues it again.
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editable = new Set(fields.map(([key]) => key));
  // A rule about a field not edited here (a quote, a link): said above the buttons.
  const other = Object.entries(errors).find(([key]) => !editable.has(key))?.[1];

  const save = async () => {
    const body = { ...(item.command.body as Record<string, unknown>), ...values };
    const found = queuedBodyErrors(item.command.endpoint, body);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const command = { ...item.command, body, createdAt: new Date().toISOString() };
      await retryOutboxItem(item.seq, undefined, command);
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="mt-3 space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {fields.map(([key]) => (
        <Field key={key} label={fieldLabel(key)} error={errors[key]}>
          <Textarea
            rows={3}
            invalid={!!errors[key]}
            value={values[key] ?? ''}
            onChange={(event) => setValues((old) => ({ ...old, [key]: event.target.value }))}
          />
        </Field>
      ))}
      {other ? (
        <p role="alert" className="text-sm text-danger">
          {other}
        </p>
      ) : null}
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
