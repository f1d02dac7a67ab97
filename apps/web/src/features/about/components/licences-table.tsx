import shipped from 'virtual:ponto-licences';
import { Box, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The third-party packages the web app ships, with their licences (generated at build time). */
export function LicencesTable() {
  const { t } = useTranslation('about');
  return (
    <>
      <Text size="sm">{t('licences.intro', { count: shipped.length })}</Text>
      {/* Focusable so that keyboard users can scroll the long list. */}
      <Box mah={420} style={{ overflow: 'auto' }} tabIndex={0} role="group" aria-label={t('licences.title')}>
        <Table striped stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('licences.package')}</Table.Th>
              <Table.Th scope="col">{t('licences.version')}</Table.Th>
              <Table.Th scope="col">{t('licences.licence')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shipped.map((pkg) => (
              <Table.Tr key={`${pkg.name}@${pkg.version}`}>
                <Table.Td>{pkg.name}</Table.Td>
                <Table.Td>{pkg.version}</Table.Td>
                <Table.Td>{pkg.licence}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </>
  );
}
