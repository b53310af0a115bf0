import { switchToEnglish } from '@/testing/in-english';

describe('newMenuFields in English', () => {
  it('names the four usual actions from the English catalogue', async () => {
    await switchToEnglish();
    const { newMenuFields } = await import('./menu-form');

    expect(newMenuFields(null).actions.map(({ code, name }) => `${code}:${name}`)).toEqual([
      'query:Query',
      'add:Add',
      'edit:Edit',
      'delete:Delete',
    ]);
  });
});
