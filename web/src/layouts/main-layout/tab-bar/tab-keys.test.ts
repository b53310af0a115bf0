import { tabKeyCommand } from './tab-keys';

const key = (name: string, shiftKey = false) => ({ key: name, shiftKey });

describe('the tab bar keys', () => {
  it('move the focus with the arrows (wrapping), Home and End', () => {
    expect(tabKeyCommand(key('ArrowRight'), 1, 3)).toEqual({ focus: 2 });
    expect(tabKeyCommand(key('ArrowRight'), 2, 3)).toEqual({ focus: 0 });
    expect(tabKeyCommand(key('ArrowLeft'), 0, 3)).toEqual({ focus: 2 });
    expect(tabKeyCommand(key('Home'), 2, 3)).toEqual({ focus: 0 });
    expect(tabKeyCommand(key('End'), 0, 3)).toEqual({ focus: 2 });
  });

  it('open with Enter or Space, close with Delete, open the menu with Shift+F10 or the ContextMenu key, and leave other keys alone', () => {
    expect(tabKeyCommand(key('Enter'), 0, 3)).toEqual({ command: 'open' });
    expect(tabKeyCommand(key(' '), 0, 3)).toEqual({ command: 'open' });
    expect(tabKeyCommand(key('Delete'), 0, 3)).toEqual({ command: 'close' });
    expect(tabKeyCommand(key('F10', true), 0, 3)).toEqual({ command: 'menu' });
    expect(tabKeyCommand(key('ContextMenu'), 0, 3)).toEqual({ command: 'menu' });
    expect(tabKeyCommand(key('F10'), 0, 3)).toBeNull();
    expect(tabKeyCommand(key('Tab'), 0, 3)).toBeNull();
  });
});
