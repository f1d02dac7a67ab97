import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { HomeTabs, visibleHomeTabs } from './home-tabs';

const analyst = session({
  user: { permissions: { labAnalyst: true, stockView: false, selfCollection: false } },
});

describe('home tabs', () => {
  it('shows the analysis tab to lab analysts only (§6 labAnalyst)', () => {
    expect(visibleHomeTabs(session())).toEqual(['readers', 'exams', 'reports', 'recollect']);
    expect(visibleHomeTabs(analyst)).toContain('analysis');
  });

  it('opens the readers tab when the asked one is not shown to this user', async () => {
    renderWithApp(<HomeTabs session={session()} tab="analysis" onTabChange={() => undefined} />);
    expect(await screen.findByRole('tab', { name: 'Leitores' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Análise' })).toBeNull();
  });

  it('shows the panel a page hands in, and says plainly when a tab has none', async () => {
    renderWithApp(
      <HomeTabs
        session={analyst}
        tab="readers"
        onTabChange={() => undefined}
        panels={{ readers: <p>tiles of the readers</p> }}
      />,
    );
    expect(await screen.findByText('tiles of the readers')).toBeInTheDocument();
  });

  it('lists the reports on the reports tab', async () => {
    renderWithApp(<HomeTabs session={session()} tab="reports" onTabChange={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Resultados de exames' })).toHaveAttribute(
      'href',
      '/relatorio-exames',
    );
    expect(screen.getByRole('link', { name: 'Covid-19' })).toBeInTheDocument();
  });

  it('says an area without contents is not available yet', async () => {
    renderWithApp(<HomeTabs session={analyst} tab="analysis" onTabChange={() => undefined} />);
    expect(await screen.findByText(/Análise: esta área ainda não está disponível/)).toBeInTheDocument();
  });

  it('tells the page which tab was chosen, by keyboard too', async () => {
    const onTabChange = vi.fn();
    renderWithApp(<HomeTabs session={session()} tab="readers" onTabChange={onTabChange} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Exames' }));
    expect(onTabChange).toHaveBeenLastCalledWith('exams');
    screen.getByRole('tab', { name: 'Leitores' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Exames' })).toHaveFocus();
  });
});
