import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { MENU_ICONS } from '@shared/menu-icons';
import { MENU_ICONS_FILE, OPENAPI_FILE, installedIconNames, menuIconsModule, withMenuIconEnum } from './gen-menu-icons';

const contractEnum = (yaml: string): unknown =>
  (parse(yaml) as { components: { schemas: { MenuIcon: { enum: unknown } } } }).components.schemas.MenuIcon.enum;

describe('the menu icon names', () => {
  const names = installedIconNames();
  const yaml = readFileSync(OPENAPI_FILE, 'utf8');

  it("are the installed Blueprint's, each once (run npm run gen:icons after an upgrade)", () => {
    expect(names.length).toBeGreaterThan(700);
    expect(names).toContain('dashboard');
    expect(contractEnum(yaml)).toEqual(names);
    expect(MENU_ICONS).toEqual(names);
  });

  it('are in both files exactly as the generator writes them', () => {
    expect(withMenuIconEnum(yaml, names)).toBe(yaml);
    expect(readFileSync(MENU_ICONS_FILE, 'utf8')).toBe(menuIconsModule(names));
  });

  it('are written back over a drifted enum, and nothing else of the contract changes', () => {
    const drifted = withMenuIconEnum(yaml, ['add', 'not-an-icon']);
    expect(contractEnum(drifted)).toEqual(['add', 'not-an-icon']);
    expect(withMenuIconEnum(drifted, names)).toBe(yaml);
  });

  it('refuse a contract without the MenuIcon schema', () => {
    expect(() => withMenuIconEnum('openapi: 3.1.0\n', names)).toThrow(/MenuIcon/);
  });
});
