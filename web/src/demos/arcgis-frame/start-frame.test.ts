import { LANGUAGE_STORAGE_KEY } from '@/i18n';
import { startFrame } from './start-frame';

describe('the ArcGIS frame in the language the browser chose', () => {
  afterEach(() => window.localStorage.removeItem(LANGUAGE_STORAGE_KEY));

  it('puts en-US in place (catalogue, <html lang>, the SDK locale) before the map module reads its city names', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify('en-US'));
    const setSdkLocale = jest.fn();
    const seen: { sdkLocale: unknown[][]; lang: string; cities: string[] }[] = [];

    await startFrame(setSdkLocale, async () => {
      // What the map's module finds when it is evaluated, as `main.ts` imports it here.
      const { CITIES } = await import('@/demos/maps');
      seen.push({
        sdkLocale: [...setSdkLocale.mock.calls],
        lang: document.documentElement.lang,
        cities: CITIES.map((city) => city.name),
      });
    });

    expect(seen).toEqual([
      { sdkLocale: [['en-US']], lang: 'en-US', cities: expect.arrayContaining(['Beijing', 'New York']) as unknown },
    ]);
  });
});
