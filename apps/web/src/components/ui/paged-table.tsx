import { ScrollArea, Stack, Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from './scroll-table';

export interface PagedTableProps<Row> {
  /** Names the scrolling region for screen readers. */
  label: string;
  /** The table's visible caption, when it has one. */
  caption?: string;
  /** The column headers, in order. */
  columns: readonly ReactNode[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The cells of one row (a `Table.Th scope="row"` or `Table.Td` each). */
  cells: (row: Row) => ReactNode;
  /**
   * 'region': a keyboard-scrollable section of `minWidth` (ScrollTable); 'area': Mantine's ScrollArea, the
   * table keeping its own `miw`.
   */
  scroll?: 'region' | 'area';
  minWidth?: number;
  /** Extra props of the Mantine table (it is always striped). */
  tableProps?: Omit<TableProps, 'striped' | 'children'> & { 'data-testid'?: string };
  /** Below the table, in the same stack: the §9 'load more' and what goes with it. */
  footer?: ReactNode;
}

/** One page-by-page list as a table: caption, column headers, a row per item, the 'load more' under it. */
export function PagedTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  cells,
  scroll = 'region',
  minWidth = 640,
  tableProps,
  footer,
}: PagedTableProps<Row>) {
  const table = (
    <Table striped {...tableProps}>
      {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            // The headers are fixed for a table's life: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Th key={index} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>{cells(row)}</Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  const scrolled =
    scroll === 'area' ? (
      <ScrollArea type="auto" tabIndex={0} aria-label={label}>
        {table}
      </ScrollArea>
    ) : (
      <ScrollTable label={label} minWidth={minWidth}>
        {table}
      </ScrollTable>
    );
  if (footer === undefined) return scrolled;
  return (
    <Stack gap="sm">
      {scrolled}
      {footer}
    </Stack>
  );
}
