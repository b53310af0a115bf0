import { apiClient } from '@/api/client';
import { type SystemRole, rolesApi } from './api';

const role: SystemRole = {
  id: 'r-staff',
  name: '普通员工',
  sequence: 20,
  status: 'enabled',
  memo: 'read only',
  menus: [{ menuId: 'm-dashboard', actions: ['query'] }],
  watermark: true,
  builtIn: false,
  createdAt: '2026-11-21T10:00:00.000Z',
};

describe('rolesApi.setStatus', () => {
  afterEach(() => jest.restoreAllMocks());

  it('saves the whole role again with the new status, watermark kept, since roles have no status endpoint', async () => {
    const put = jest.spyOn(apiClient, 'PUT').mockResolvedValue({ data: role } as never);
    await rolesApi.setStatus!(role, 'disabled');
    expect(put).toHaveBeenCalledWith('/roles/{id}', {
      params: { path: { id: 'r-staff' } },
      body: {
        name: '普通员工',
        sequence: 20,
        status: 'disabled',
        memo: 'read only',
        watermark: true,
        menus: [{ menuId: 'm-dashboard', actions: ['query'] }],
      },
    });
  });
});
