import { avatarDataUrl, initials } from './avatar';

describe('avatars', () => {
  it.each([
    ['李明', '李'],
    ['Ada Lovelace', 'AL'],
    ['root', 'R'],
    ['  ', '?'],
  ])('%j stands as %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('is an SVG data URL holding the escaped initials', () => {
    const url = avatarDataUrl('<b> & co', 'x');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(url.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('>&#60;C</text>');
    expect(svg).not.toMatch(/href|<script/);
  });
});
