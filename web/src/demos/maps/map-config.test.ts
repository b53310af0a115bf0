import { isTileTemplate } from './map-config';

describe('isTileTemplate', () => {
  it('takes http(s) and same-origin templates with z, x and y', () => {
    expect(isTileTemplate('https://tile.example.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileTemplate('/tiles/{z}/{x}/{y}.png')).toBe(true);
  });

  it('refuses missing placeholders, other schemes and protocol-relative URLs', () => {
    expect(isTileTemplate(undefined)).toBe(false);
    expect(isTileTemplate('https://tile.example.org/{z}/{x}.png')).toBe(false);
    expect(isTileTemplate('javascript:alert(1)//{z}{x}{y}')).toBe(false);
    expect(isTileTemplate('//evil.example/{z}/{x}/{y}')).toBe(false);
  });
});
