import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { PagedTable } from './paged-table';

const rows = [
  { id: 'a', name: 'Ana', city: 'Recife' },
  { id: 'b', name: 'Bruno', city: 'Porto' },
];

function cells(row: (typeof rows)[number]) {
  return (
    <>
      <Table.Th scope="row">{row.name}</Table.Th>
      <Table.Td>{row.city}</Table.Td>
    </>
  );
}

describe('PagedTable', () => {
  it('shows the caption, the column headers and one row per item, in a named scrolling region', () => {
    renderWithApp(
      <PagedTable
        label="Patients"
        caption="Patients found"
        columns={['Name', 'City']}
        rows={rows}
        rowKey={(row) => row.id}
        cells={cells}
        footer={<button type="button">Load more</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Patients' });
    const table = within(region).getByRole('table', { name: 'Patients found' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'City']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Ana', 'Bruno']);
    expect(within(table).getByRole('cell', { name: 'Porto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('scrolls in Mantine’s ScrollArea when asked, and has no caption or footer unless given', () => {
    const { container } = renderWithApp(
      <PagedTable
        label="Waiting"
        scroll="area"
        columns={['Name', 'City']}
        rows={rows.slice(0, 1)}
        rowKey={(row) => row.id}
        cells={cells}
        tableProps={{ 'data-testid': 'waiting' }}
      />,
    );
    expect(container.querySelector('.mantine-ScrollArea-root')).toHaveAttribute('aria-label', 'Waiting');
    expect(container.querySelector('section')).toBeNull();
    expect(screen.getByTestId('waiting').querySelector('caption')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
