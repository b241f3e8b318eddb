import { describe, expect, it } from 'vitest';
import {
  profileFormData,
  profileFormDefaults,
  ProfileFormSchema,
  toggleSpecialty,
  type NewProfileImage,
} from './profile-form-schema';

const names = (files: readonly File[]) => files.map((file) => `file:${file.name}`);

const values = (patch: Partial<ReturnType<typeof profileFormDefaults>> = {}) => ({
  ...profileFormDefaults(null),
  ...patch,
});

describe('ProfileFormSchema', () => {
  it('takes an empty bio and an empty portfolio URL', () => {
    expect(ProfileFormSchema.safeParse(values()).success).toBe(true);
  });

  it("says 'Please enter a valid URL' for a portfolio that is not one", () => {
    const result = ProfileFormSchema.safeParse(values({ portfolioUrl: 'my site' }));
    expect(result.error?.issues[0]).toMatchObject({
      path: ['portfolioUrl'],
      message: 'Please enter a valid URL',
    });
  });
});

describe('profileFormData', () => {
  it('sends bio and social links always; portfolio and specialties only when set', () => {
    const { body, files } = profileFormData(values({ bio: 'Painter' }), []);
    expect(body).toEqual({
      bio: 'Painter',
      socialLinks: { instagram: '', website: '', twitter: '', behance: '', etsy: '' },
      images: [],
    });
    expect(files).toEqual([]);
  });

  it('sends specialties as a list and each image with its description and type', () => {
    const image = (
      name: string,
      imageType: NewProfileImage['imageType'],
      description = '',
    ): NewProfileImage => ({
      key: name,
      file: new File(['x'], name, { type: 'image/png' }),
      previewUrl: `blob:${name}`,
      description,
      imageType,
    });
    const { body, files } = profileFormData(
      values({ portfolioUrl: 'https://maya.art', specialties: ['Abstract', 'Minimalism'] }),
      [image('studio.png', 'studio', ' My studio '), image('work.png', 'portfolio')],
    );
    expect(body).toEqual({
      bio: '',
      portfolioUrl: 'https://maya.art',
      specialties: ['Abstract', 'Minimalism'],
      socialLinks: { instagram: '', website: '', twitter: '', behance: '', etsy: '' },
      images: [
        { file: 0, description: 'My studio', type: 'studio' },
        { file: 1, type: 'portfolio' },
      ],
    });
    expect(names(files)).toEqual(['file:studio.png', 'file:work.png']);
  });
});

describe('toggleSpecialty', () => {
  it('adds and removes a name', () => {
    expect(toggleSpecialty(['Abstract'], 'Pop Art')).toEqual(['Abstract', 'Pop Art']);
    expect(toggleSpecialty(['Abstract', 'Pop Art'], 'Abstract')).toEqual(['Pop Art']);
  });
});
