import { LEGACY_ICON, shownIcon } from './shown-icon';

describe('shownIcon', () => {
  it('answers a Blueprint icon name as it is stored', () => {
    expect(shownIcon('dashboard')).toBe('dashboard');
    expect(shownIcon('flow-branch')).toBe('flow-branch');
  });

  it('answers a name from before the icon rule with the legacy icon', () => {
    expect(shownIcon('not-an-icon')).toBe(LEGACY_ICON);
    expect(shownIcon('')).toBe(LEGACY_ICON);
    expect(shownIcon('Dashboard')).toBe(LEGACY_ICON);
    expect(shownIcon('__proto__')).toBe(LEGACY_ICON);
  });
});
