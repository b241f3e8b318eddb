import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import type { Artist } from '@contract/artist';
import { MAX_UPLOAD_FILES } from '@contract/constants';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { OutboxItemGoneError } from '@/offline/outbox';
import { useActiveReferenceList } from '@/api/reference';
import { useSaveArtistProfile } from '@/features/artist-workspace/api/save-artist-profile';
import { checkImageFiles } from '@/features/artist-workspace/image-files';
import {
  profileFormData,
  profileFormDefaults,
  ProfileFormSchema,
  type NewProfileImage,
  type ProfileFormInput,
  type ProfileFormValues,
} from '@/features/artist-workspace/profile-form-schema';
import type { ProfileFormStart } from '@/features/artist-workspace/queued-profile-create';
import { useObjectUrls } from '@/features/artist-workspace/use-object-urls';
import { CurrentImages } from './current-images';
import { NewProfileImages } from './new-profile-images';
import { SpecialtyToggles } from './specialty-toggles';

const SOCIAL_FIELDS = [
  { name: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/yourname' },
  { name: 'website', label: 'Website', placeholder: 'https://yourname.art' },
  { name: 'twitter', label: 'Twitter', placeholder: 'https://twitter.com/yourname' },
  { name: 'behance', label: 'Behance', placeholder: 'https://behance.net/yourname' },
  { name: 'etsy', label: 'Etsy', placeholder: 'https://etsy.com/shop/yourname' },
] as const;
const SERVER_FIELDS = ['bio', 'portfolioUrl', 'specialties'] as const;

/**
 * Create or edit the artist profile (spec section 2), sent as one multipart form with the new images.
 * `start`: where it starts while writes of the profile wait in the outbox (else the saved profile).
 */
export function ArtistProfileForm({ artist, start }: { artist: Artist | null; start?: ProfileFormStart }) {
  const creating = artist === null;
  const navigate = useNavigate();
  const save = useSaveArtistProfile();
  const specialties = useActiveReferenceList('specialties');
  const previews = useObjectUrls();
  const [images, setImages] = useState<NewProfileImage[]>(start?.images ?? []);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: start?.values ?? profileFormDefaults(artist),
  });
  const { errors } = form.formState;

  const addFiles = (files: File[]) => {
    // Image files only; the 10MB in the hint is the server's limit (spec section 5).
    const { accepted, problems } = checkImageFiles(files, images.length, MAX_UPLOAD_FILES, Infinity);
    for (const problem of problems) toast({ ...problem, variant: 'destructive' });
    const added = accepted.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      file,
      previewUrl: previews.create(file),
      description: '',
      imageType: 'portfolio' as const,
    }));
    setImages((list) => [...list, ...added]);
  };

  const removeImage = (key: string) => {
    const image = images.find((item) => item.key === key);
    if (image) previews.revoke(image.previewUrl);
    setImages((list) => list.filter((item) => item.key !== key));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({
        artistId: artist?.id ?? null,
        body: profileFormData(values, images),
        replaces: start?.replaces,
      });
      if (isQueued(result)) {
        toast({
          title: SAVED_OFFLINE_MESSAGE,
          description: 'Your profile will be saved once you are back online.',
        });
        await navigate({ to: '/artist-dashboard' });
        return;
      }
    } catch (error) {
      for (const [field, message] of Object.entries((isApiError(error) && error.fields) || {})) {
        const name = SERVER_FIELDS.find((f) => f === field);
        if (name) form.setError(name, { type: 'server', message });
      }
      toast({
        title: creating ? 'Create Failed' : 'Update Failed',
        description: isApiError(error)
          ? `${error.status}: ${error.userMessage}`
          : error instanceof OutboxItemGoneError
            ? 'Your profile saved on this device was sent meanwhile. Open the form again to edit it as it is now.'
            : creating
              ? 'Failed to create profile'
              : 'Failed to update profile',
        variant: 'destructive',
      });
      return;
    }
    toast(
      creating
        ? { title: 'Profile Created', description: 'Our team will review your artist profile soon.' }
        : { title: 'Profile Updated', description: 'Your artist profile has been saved.' },
    );
    await navigate({ to: '/artist-dashboard' });
  });

  const pending = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-10">
      <FormSection title="Basic Information">
        <Field label="Bio" required error={errors.bio?.message}>
          <Textarea
            rows={6}
            placeholder="Tell collectors about yourself, your work and what inspires you."
            invalid={!!errors.bio}
            {...form.register('bio')}
          />
        </Field>
        <Field label="Portfolio website" error={errors.portfolioUrl?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://yourportfolio.com"
            invalid={!!errors.portfolioUrl}
            {...form.register('portfolioUrl')}
          />
        </Field>
        <div className="space-y-2">
          <p id="specialties-label" className="text-sm font-medium text-ink">
            Specialties
          </p>
          <p className="text-sm text-muted">Choose the styles that describe your work.</p>
          <Controller
            control={form.control}
            name="specialties"
            render={({ field }) => (
              <SpecialtyToggles
                options={specialties.data}
                value={field.value ?? []}
                onChange={field.onChange}
                labelledBy="specialties-label"
              />
            )}
          />
          {errors.specialties?.message ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.specialties.message}
            </p>
          ) : null}
        </div>
      </FormSection>

      <FormSection title="Social Links">
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_FIELDS.map(({ name, label, placeholder }) => (
            <Field key={name} label={label} error={errors.socialLinks?.[name]?.message}>
              <Input
                type="url"
                inputMode="url"
                placeholder={placeholder}
                invalid={!!errors.socialLinks?.[name]}
                {...form.register(`socialLinks.${name}`)}
              />
            </Field>
          ))}
        </div>
      </FormSection>

      <FormSection title="My Profile Images">
        {artist ? <CurrentImages artistId={artist.id} /> : null}
        <NewProfileImages
          images={images}
          onAddFiles={addFiles}
          onRemove={removeImage}
          onChange={(key, change) =>
            setImages((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))
          }
          disabled={pending}
        />
      </FormSection>

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <ButtonLink to="/artist-dashboard" variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" loading={pending}>
          {pending ? 'Saving...' : creating ? 'Create Profile' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="space-y-5 rounded-(--radius-card) border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={id} className="text-2xl font-medium text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
