import { render, screen } from '@testing-library/react';
import { People } from '@blueprintjs/icons';
import { switchToEnglish } from '@/testing/in-english';

describe('KpiCard in English', () => {
  it('writes the figure and its change with English digits, percent and words', async () => {
    await switchToEnglish();
    const { KpiCard } = await import('./kpi-card');
    render(
      <KpiCard
        label="Users"
        icon={People}
        value={12345}
        comparison={{ figure: { current: 12345, previous: 10000 }, periodDays: 7 }}
      />,
    );
    expect(screen.getByText('12,345')).toBeInTheDocument();
    expect(screen.getByText('Up 23.5% on the previous 7 days')).toBeInTheDocument();
  });
});
