import { describe, expect, it } from 'vitest';
import { artistUsersCsv, csvField, csvFileName, toCsv } from './artists-csv';
import { artistUser } from './test-fixtures';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Okafor, Maya')).toBe('"Okafor, Maya"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField(-5)).toBe('-5');
  });
});

describe('artistUsersCsv', () => {
  it('exports one row per account with the table columns', () => {
    const csv = artistUsersCsv([
      artistUser({ approvalStatus: 'approved', firstName: 'Rosa', lastName: 'Álvarez', username: 'rosa' }),
      artistUser({ userId: 9, artistId: undefined, approvalStatus: undefined, email: 'jonah@atelier.test' }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,Username,Email,Role,Profile Status,Joined,User ID,Artist ID');
    expect(lines[1]).toBe('Rosa Álvarez,rosa,theo@atelier.test,Artist,Approved,2024-03-05,3,2');
    expect(lines[2]).toBe(
      'Theo Lindqvist,theolindqvist,jonah@atelier.test,Artist,Missing Profile,2024-03-05,9,',
    );
    expect(lines).toHaveLength(4); // trailing CRLF
  });

  it('exports only the header for no accounts', () => {
    expect(toCsv([['a', 'b']])).toBe('a,b\r\n');
    expect(artistUsersCsv([]).split('\r\n')).toHaveLength(2);
  });
});

describe('csvFileName', () => {
  it('names the file after the local date', () => {
    expect(csvFileName('atelier-artists', new Date(2024, 2, 5, 23, 30))).toBe(
      'atelier-artists-2024-03-05.csv',
    );
  });
});
