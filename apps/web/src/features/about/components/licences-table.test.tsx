import shipped from 'virtual:ponto-licences';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { LicencesTable } from './licences-table';

describe('licences table (/sobre)', () => {
  it('lists every shipped package with its version and licence, counted in the intro', async () => {
    expect(shipped.length).toBeGreaterThan(0);
    renderWithApp(<LicencesTable />);
    expect(
      await screen.findByText(
        `O Ponto usa ${shipped.length} pacotes de código aberto, cada um sob a sua licença:`,
      ),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // The header and one row a package.
    expect(rows).toHaveLength(shipped.length + 1);
    const react = shipped.find((pkg) => pkg.name === 'react');
    expect(react).toBeDefined();
    const row = screen.getByRole('cell', { name: 'react' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(`${react?.version}${react?.licence}`);
    // Several hundred rows: slow to render and query on a busy machine.
  }, 20_000);

  it('lets keyboard users scroll the long list', async () => {
    renderWithApp(<LicencesTable />);
    const list = await screen.findByRole('group', { name: 'Licenças de terceiros' });
    expect(list).toHaveAttribute('tabindex', '0');
  });
});
