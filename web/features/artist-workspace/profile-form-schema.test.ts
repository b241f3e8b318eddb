import { describe, expect, it } from 'vitest';
import {
  profileFormData,
  profileFormDefaults,
  ProfileFormSchema,
  toggleSpecialty,
  type NewProfileImage,
} from './profile-form-schema';

const entries = (form: FormData) =>
  [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);

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
    const form = profileFormData(values({ bio: 'Painter' }), []);
    expect(entries(form)).toEqual([
      ['bio', 'Painter'],
      ['socialLinks', JSON.stringify({ instagram: '', website: '', twitter: '', behance: '', etsy: '' })],
    ]);
  });

  it('sends specialties as JSON text and each image with its description and type', () => {
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
    const form = profileFormData(
      values({ portfolioUrl: 'https://maya.art', specialties: ['Abstract', 'Minimalism'] }),
      [image('studio.png', 'studio', ' My studio '), image('work.png', 'portfolio')],
    );
    expect(entries(form)).toEqual([
      ['bio', ''],
      ['portfolioUrl', 'https://maya.art'],
      ['specialties', '["Abstract","Minimalism"]'],
      ['socialLinks', JSON.stringify({ instagram: '', website: '', twitter: '', behance: '', etsy: '' })],
      ['images', 'file:studio.png'],
      ['imageDescriptions[0]', 'My studio'],
      ['imageTypes[0]', 'studio'],
      ['images', 'file:work.png'],
      ['imageDescriptions[1]', ''],
      ['imageTypes[1]', 'portfolio'],
    ]);
  });
});

describe('toggleSpecialty', () => {
  it('adds and removes a name', () => {
    expect(toggleSpecialty(['Abstract'], 'Pop Art')).toEqual(['Abstract', 'Pop Art']);
    expect(toggleSpecialty(['Abstract', 'Pop Art'], 'Abstract')).toEqual(['Pop Art']);
  });
});
