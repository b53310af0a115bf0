import { navigateTo, setNavigator } from './navigation';

afterEach(() => setNavigator(null));

describe('navigateTo', () => {
  it('goes through the registered navigator', () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    navigateTo('/login');
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
