import type { ArtistProfileBody } from '@contract/artist';
import type { WriteCommand } from '@/lib/write';
import type { OutboxItem } from '@/offline/outbox';
import { queuedFile } from '@/offline/queued-files';
import type { QueuedStartReader } from '@/offline/use-queued-form-start';
import { profileFormDefaults, type NewProfileImage, type ProfileFormValues } from './profile-form-schema';

/**
 * An artist profile created offline (`POST /api/artists` in the outbox). While it waits, the profile
 * form starts from it and a save takes its place: an artist has one profile, so a second create
 * queued behind it would be refused and its values lost.
 */
export type QueuedProfileCreate = OutboxItem & { command: WriteCommand<'createArtist'> };

/** Where the profile form starts: its fields, the new images it will upload, the items it replaces. */
export interface ProfileFormStart {
  values: ProfileFormValues;
  images: NewProfileImage[];
  /** The queued creates a save takes the place of (it repeats their values and photos). */
  replaces: number[];
}

const bodyOf = (create: QueuedProfileCreate) => (create.command.body ?? {}) as ArtistProfileBody;

/** The queued profile creates, oldest first (more than one only from before creates were replaced). */
export function queuedProfileCreates(items: readonly OutboxItem[]): QueuedProfileCreate[] {
  return items.filter((item): item is QueuedProfileCreate => item.command.endpoint === 'createArtist');
}

/**
 * The form's start from the queued creates: their fields, each over the one before, and their
 * photos read back from the outbox (with the description and type they were queued with).
 */
export function queuedCreateStart(
  creates: readonly QueuedProfileCreate[],
): QueuedStartReader<ProfileFormStart> {
  return async (load, preview) => {
    const images: NewProfileImage[] = [];
    for (const create of creates) {
      const refs = create.command.files ?? [];
      for (const change of bodyOf(create).images ?? []) {
        const queued = await queuedFile(refs[change.file], load);
        if (!queued) continue;
        images.push({
          ...queued,
          previewUrl: preview(queued.file),
          description: change.description ?? '',
          imageType: change.type ?? 'portfolio',
        });
      }
    }
    return {
      values: profileFormDefaults(null, creates.map(bodyOf)),
      images,
      replaces: creates.map((create) => create.seq),
    };
  };
}
