import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { MAX_ARTWORK_IMAGES } from '@contract/constants';
import { Button, buttonStyles } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import type { FileRef } from '@/lib/file-store';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { outboxFileStore, retryOutboxItem, type OutboxItem } from '@/offline/outbox';
import { canAddQueuedPhotos, canEditQueuedPhotos, withQueuedFiles } from '@/offline/queued-files';
import { useQueuedFileUrl } from '@/offline/use-outbox';

export const fieldLabel = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Whether Edit has something to change: the user's words, or the photos of an upload. */
export function isEditable(item: OutboxItem, fields: readonly [string, string][]): boolean {
  return fields.length > 0 || canEditQueuedPhotos(item.command);
}

interface AddedPhoto {
  key: string;
  file: File;
  url: string;
}

/**
 * Edits a refused write: its text, and for an upload its photos (remove one, add another). Saving
 * is a new intent (a new key) and queues it again; the photos removed leave the device with it.
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
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState<AddedPhoto[]>([]);
  const [saving, setSaving] = useState(false);
  const photos = canEditQueuedPhotos(item.command);
  const kept = (item.command.files ?? []).filter((ref) => !removed.includes(ref.id));
  const count = kept.length + added.length;
  const needsPhoto = photos && item.command.endpoint === 'createArtwork' && count === 0;

  // Preview URLs are made in event handlers and let go of when removed or when the form goes.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const live = urls.current;
    return () => live.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const addFiles = (files: File[]) => {
    const room = Math.max(0, MAX_ARTWORK_IMAGES - count);
    const next = files
      .filter((file) => file.type.startsWith('image/'))
      .slice(0, room)
      .map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, file, url: URL.createObjectURL(file) }));
    for (const photo of next) urls.current.add(photo.url);
    setAdded((list) => [...list, ...next]);
  };
  const removeAdded = (photo: AddedPhoto) => {
    URL.revokeObjectURL(photo.url);
    urls.current.delete(photo.url);
    setAdded((list) => list.filter((p) => p.key !== photo.key));
  };

  const save = async () => {
    setSaving(true);
    try {
      const store = outboxFileStore();
      const refs = await Promise.all(added.map((photo) => store.put(photo.file, photo.file.name)));
      const edited = photos ? withQueuedFiles(item.command, { remove: removed, add: refs }) : item.command;
      const command = {
        ...edited,
        body: { ...(edited.body as Record<string, unknown>), ...values },
        key: newIdempotencyKey(),
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
        if (!needsPhoto) void save();
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
      {photos ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">Photos</legend>
          <ul className="grid grid-cols-3 gap-2">
            {kept.map((ref, i) => (
              <QueuedPhoto
                key={ref.id}
                fileRef={ref}
                index={i}
                onRemove={() => setRemoved((r) => [...r, ref.id])}
              />
            ))}
            {added.map((photo, i) => (
              <PhotoTile
                key={photo.key}
                url={photo.url}
                name={photo.file.name}
                index={kept.length + i}
                onRemove={() => removeAdded(photo)}
              />
            ))}
          </ul>
          {needsPhoto ? (
            <p className="text-sm text-danger" role="alert">
              Please upload at least one image for your artwork.
            </p>
          ) : null}
          {canAddQueuedPhotos(item.command) && count < MAX_ARTWORK_IMAGES ? (
            <AddPhotoButton onFiles={addFiles} />
          ) : null}
        </fieldset>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" type="button" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} disabled={needsPhoto}>
          Save and send
        </Button>
      </div>
    </form>
  );
}

function QueuedPhoto({
  fileRef,
  index,
  onRemove,
}: {
  fileRef: FileRef;
  index: number;
  onRemove: () => void;
}) {
  const url = useQueuedFileUrl(fileRef);
  return <PhotoTile url={url} name={fileRef.name} index={index} onRemove={onRemove} />;
}

function PhotoTile({
  url,
  name,
  index,
  onRemove,
}: {
  url: string | null;
  name: string;
  index: number;
  onRemove: () => void;
}) {
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl border border-line bg-subtle">
      {url ? <img src={url} alt={`Photo ${index + 1}: ${name}`} className="size-full object-cover" /> : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove photo ${index + 1} (${name})`}
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

function AddPhotoButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={buttonStyles({
        variant: 'secondary',
        className:
          'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent',
      })}
    >
      <ImagePlus aria-hidden className="size-4" /> Add a photo
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}
