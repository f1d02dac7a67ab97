import { Group, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';

const sections = [
  ['home', paths.quality],
  ['internal', paths.qualityInternal],
  ['external', paths.qualityExternal],
  ['controllab', paths.qualityControllab],
  ['permits', paths.qualityPermits],
  ['drive', paths.qualityDrive],
] as const;

/** The quality area's sections, one link each; the current one is marked for screen readers too. */
export function QualityNav() {
  const { t } = useTranslation('quality');
  const { pathname } = useLocation();
  const current = (path: string) =>
    path === paths.quality ? pathname === path : pathname === path || pathname.startsWith(`${path}/`);
  return (
    <Group component="nav" aria-label={t('nav.label')} gap={4} wrap="wrap">
      {sections.map(([key, path]) => (
        <NavLink
          key={key}
          component={RouterNavLink}
          to={path}
          end
          label={t(`nav.${key}`)}
          active={current(path)}
          aria-current={current(path) ? 'page' : undefined}
          variant="filled"
          w="auto"
          style={{ borderRadius: 4 }}
        />
      ))}
    </Group>
  );
}
