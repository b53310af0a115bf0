import { Menu } from '@blueprintjs/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@/i18n';
import { LanguageMenuItem } from './language-menu-item';
import { LanguageSwitch } from './language-switch';

// Choosing reloads the page, which jsdom cannot do; the choice itself is tested in i18n.
jest.mock('@/i18n', () => ({ ...jest.requireActual<object>('@/i18n'), chooseLanguage: jest.fn() }));

afterEach(() => jest.mocked(chooseLanguage).mockClear());

describe('LanguageSwitch', () => {
  it('offers English in English, named for screen readers in the language shown, and chooses it', async () => {
    render(<LanguageSwitch />);
    const button = screen.getByRole('button', { name: '切换语言为 English' });
    expect(button.querySelector('[lang="en-US"]')?.textContent).toBe('English');

    await userEvent.click(button);

    expect(chooseLanguage).toHaveBeenCalledWith('en-US');
  });

  it('is a menu item too, for the phone header', async () => {
    render(
      <Menu>
        <LanguageMenuItem />
      </Menu>,
    );

    await userEvent.click(screen.getByRole('menuitem', { name: '切换语言为 English' }));

    expect(chooseLanguage).toHaveBeenCalledWith('en-US');
  });
});
