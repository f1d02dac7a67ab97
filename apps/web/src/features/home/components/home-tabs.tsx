import { Anchor, List, Tabs, Text } from '@mantine/core';
import type { Session } from '@ponto/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const homeTabs = ['readers', 'exams', 'reports', 'recollect', 'analysis'] as const;
export type HomeTab = (typeof homeTabs)[number];

/** The tabs this user sees: analysis only for lab analysts (§6 labAnalyst). */
export function visibleHomeTabs(session: Session): HomeTab[] {
  return homeTabs.filter((tab) => tab !== 'analysis' || session.user.permissions.labAnalyst);
}

const reportLinks = [
  { key: 'reportExams', to: paths.examReport },
  { key: 'reportCovid', to: paths.covidReport },
  { key: 'reportServices', to: paths.servicesReport },
  { key: 'reportNotifications', to: paths.mandatoryNotifications },
] as const;

/**
 * Home tabs (§2): readers, exams, reports, recollect and analysis. The page hands in the contents other
 * features provide (`panels`, e.g. the readers tiles); a tab without contents yet says so plainly.
 */
export function HomeTabs({
  session,
  tab,
  onTabChange,
  panels = {},
}: {
  session: Session;
  tab: HomeTab;
  onTabChange: (tab: HomeTab) => void;
  panels?: Partial<Record<HomeTab, ReactNode>>;
}) {
  const { t } = useTranslation(['home', 'shell']);
  const tabs = visibleHomeTabs(session);
  const active = tabs.includes(tab) ? tab : 'readers';
  return (
    <Tabs value={active} onChange={(value) => value && onTabChange(value as HomeTab)} keepMounted={false}>
      <Tabs.List aria-label={t('tabs.label')}>
        {tabs.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((name) => (
        <Tabs.Panel key={name} value={name} pt="md">
          {panels[name] ? (
            panels[name]
          ) : name === 'reports' ? (
            <>
              <Text mb="xs">{t('reportsIntro')}</Text>
              <List>
                {reportLinks.map((link) => (
                  <List.Item key={link.key}>
                    <Anchor component={Link} to={link.to}>
                      {t(`shell:nav.${link.key}`)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text>{t('notAvailable', { area: t(`tabs.${name}`) })}</Text>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
