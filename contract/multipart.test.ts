import { describe, expect, it } from 'vitest';
import { decodeMultipart, MultipartBodyError } from './multipart';

const f = (name: string) => ({ name });

describe('decodeMultipart', () => {
  it('reads our format: the JSON body and the files in order', () => {
    const body = { title: 'Dusk', images: [{ file: 1, primary: true }, { file: 0 }] };
    expect(decodeMultipart({ body: JSON.stringify(body) }, { files: [f('a'), f('b')] })).toEqual({
      body,
      files: [f('a'), f('b')],
    });
  });

  it("reads the spec's artwork images: files named images plus isPrimary_{index}", () => {
    const decoded = decodeMultipart(
      { isPrimary_0: 'false', isPrimary_1: 'true' },
      { images: [f('a'), f('b')] },
    );
    expect(decoded).toEqual({
      body: {
        images: [
          { file: 0, primary: false },
          { file: 1, primary: true },
        ],
      },
      files: [f('a'), f('b')],
    });
  });

  it("reads the spec's artwork update: the fields, new images, imageDescriptions[i], imagePrimary[i]", () => {
    const decoded = decodeMultipart(
      { title: 'Dusk', price: '120.50', 'imageDescriptions[0]': 'Detail', 'imagePrimary[0]': 'true' },
      { images: [f('a')] },
    );
    expect(decoded.body).toEqual({
      title: 'Dusk',
      price: '120.50',
      images: [{ file: 0, primary: true, description: 'Detail' }],
    });
  });

  it("reads the spec's artist profile: JSON-text specialties and social links, images with types", () => {
    const decoded = decodeMultipart(
      {
        bio: 'Painter',
        portfolioUrl: 'https://example.test',
        specialties: '["Abstract","Portrait"]',
        socialLinks: '{"instagram":"@me"}',
        'imageDescriptions[1]': 'In the studio',
        'imageTypes[0]': 'profile',
        'imageTypes[1]': 'studio',
      },
      { images: [f('a'), f('b')] },
    );
    expect(decoded.body).toEqual({
      bio: 'Painter',
      portfolioUrl: 'https://example.test',
      specialties: ['Abstract', 'Portrait'],
      socialLinks: { instagram: '@me' },
      images: [
        { file: 0, type: 'profile' },
        { file: 1, type: 'studio', description: 'In the studio' },
      ],
    });
  });

  it('reads plain fields with the files as `files` the same way (curl -F)', () => {
    expect(decodeMultipart({ title: 'Dusk' }, { files: [f('a')] }).body).toEqual({
      title: 'Dusk',
      images: [{ file: 0 }],
    });
  });

  it('leaves text that is not JSON for the schema to refuse', () => {
    expect(decodeMultipart({ specialties: 'Abstract' }, {}).body).toEqual({ specialties: 'Abstract' });
  });

  it.each([
    [{ body: '{' }, {}, 'body', 'The body field is not valid JSON'],
    [{ body: '{}' }, { images: [f('a')] }, 'images', "Send the files as the 'files' field"],
    [{}, { photo: [f('a')] }, 'photo', "Send the image files as the repeated 'images' field"],
    [
      {},
      { images: [f('a')], files: [f('b')] },
      'files',
      "Send the image files as the repeated 'images' field",
    ],
    [
      { 'imageTypes[2]': 'studio' },
      { images: [f('a')] },
      'imageTypes[2]',
      'There is no image 2 in this request',
    ],
    [{ isPrimary_0: 'maybe' }, { images: [f('a')] }, 'isPrimary_0', 'isPrimary_0 must be true or false'],
  ])('refuses %j with files %j, naming %s', (fields, files, field, message) => {
    const error = (() => {
      try {
        decodeMultipart(fields, files);
      } catch (err) {
        return err;
      }
    })();
    expect(error).toBeInstanceOf(MultipartBodyError);
    expect(error).toMatchObject({ field, message });
  });
});
