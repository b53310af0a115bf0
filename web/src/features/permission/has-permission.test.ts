import type { PermissionCode, PermissionValue } from './check-permission';
import { hasPermission } from './has-permission';
import { MALFORMED_PERMISSION_VALUES } from '@/testing/malformed-permission-values';

const FUNCTION_MISUSE = "need permissions!  value like 'module.add' or ['module.add','module.edit']";
const held = ['SystemUser.add', 'SystemUser.query'];

describe('hasPermission', () => {
  it('answers whether one permission is held', () => {
    expect(hasPermission('SystemUser.add', held)).toBe(true);
    expect(hasPermission('SystemUser.delete', held)).toBe(false);
    expect(hasPermission('' as PermissionCode, held)).toBe(false);
  });

  it('needs at least one of a list', () => {
    expect(hasPermission(['SystemUser.edit', 'SystemUser.query'], held)).toBe(true);
    expect(hasPermission(['SystemUser.edit', 'SystemUser.delete'], held)).toBe(false);
  });

  describe('with a malformed value', () => {
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it.each(MALFORMED_PERMISSION_VALUES)('logs the exact message and denies %s', (_case, value) => {
      expect(hasPermission(value as PermissionValue, held)).toBe(false);
      expect(console.error).toHaveBeenCalledTimes(1);
      expect(console.error).toHaveBeenCalledWith(FUNCTION_MISUSE);
    });
  });
});
