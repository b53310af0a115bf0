import { switchToEnglish } from '@/testing/in-english';

describe('cityPopup in English', () => {
  it('writes the note and the coordinates with English punctuation', async () => {
    await switchToEnglish();
    const { cityPopup } = await import('./city-popup');

    const popup = cityPopup({ id: 'x', name: 'Testville', lon: 116.4074, lat: 39.9042, note: 'A test city' });

    expect(popup.querySelector('p')?.textContent).toBe('A test city (39.90°, 116.41°)');
  });
});
