import { Anchor, AppShell, Badge, Burger, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { paths } from '@/config/paths';
import { ControlModeBanner } from '@/features/control-samples';
import { CriticalNoticesBanner, useOpenCriticalNotices } from '@/features/critical-values';
import { DueNpsPopup } from '@/features/nps';
import { CriticalAlerts, ReleaseRequestAlerts } from '@/features/results';
import { SupportChatDialog, useSupportUnread } from '@/features/support-chat';
import { awaitingReleaseQueryOptions, mayReleaseHere } from '@/lib/awaiting-release';
import { useApi, useServices, useSession } from '@/lib/services-context';
import { onSupportChatRequest } from '@/lib/support-chat-requests';
import { useIsSimplifiedLayout } from './layout-context';
import { type NavEntry, navigationFor } from './navigation';

// The container shows what `notifications.show` puts in the store, which keeps them until it mounts: it can
// come after the first screen.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * The signed-in frame, with the modals and notifications only signed-in screens open (kept out of the
 * login's first download).
 */
export default function ShellLayout() {
  return (
    <ModalsProvider>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <ShellFrame />
    </ModalsProvider>
  );
}

/** Header, the §2 sidebar and the page. An embedder may ask to hide both bars. */
function ShellFrame() {
  const { t } = useTranslation(['shell', 'profile']);
  const session = useSession();
  const services = useServices();
  const navigate = useNavigate();
  const simplified = useIsSimplifiedLayout();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [chatOpen, chat] = useDisclosure(false);
  const [chatContext, setChatContext] = useState<Record<string, string>>({});
  const [leaving, setLeaving] = useState(false);
  const unread = useSupportUnread();
  const awaitingRelease = useAwaitingReleaseCount();
  const criticalWaiting = useOpenCriticalNotices().count;
  const openChat = chat.open;

  // §8 errors that advise contacting support open the chat with the error attached.
  useEffect(
    () =>
      onSupportChatRequest((context) => {
        setChatContext(context);
        openChat();
      }),
    [openChat],
  );

  async function logout() {
    setLeaving(true);
    await services.logout('user');
    navigate(paths.login, { replace: true });
  }

  if (!session) return <Outlet />; // the guard below redirects

  return (
    <AppShell
      header={{ height: 56, collapsed: simplified }}
      navbar={{
        width: 264,
        breakpoint: 'sm',
        collapsed: { mobile: !opened || simplified, desktop: simplified },
      }}
      padding="md"
    >
      <a href="#conteudo" className="skip-link">
        {t('skipToContent')}
      </a>
      {!simplified && (
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? t('closeMenu') : t('openMenu')}
              />
              <Text fw={700} size="lg" c="ponto.8">
                {t('common:appName')}
              </Text>
            </Group>
            <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
              <LiveIndicator />
              <Stack gap={0} align="flex-end" style={{ minWidth: 0 }}>
                {/* §2 profile: the user's own name opens it. */}
                <Anchor
                  component={RouterNavLink}
                  to={paths.profile}
                  size="sm"
                  fw={600}
                  c="dark.9"
                  truncate
                  aria-label={t('profile:headerLink', { name: session.user.name })}
                >
                  {session.user.name}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {session.currentWorkplace?.name ?? t('noWorkplace')}
                </Text>
              </Stack>
            </Group>
          </Group>
        </AppShell.Header>
      )}
      {!simplified && (
        <AppShell.Navbar aria-label={t('mainNav')}>
          <AppShell.Section grow component={ScrollArea} p="xs">
            <NavEntries
              entries={navigationFor(session)}
              onNavigate={close}
              onAction={(action) => {
                if (action === 'logout') return void logout();
                setChatContext({});
                chat.open();
              }}
              unread={unread}
              awaitingRelease={awaitingRelease}
              criticalWaiting={criticalWaiting}
              leaving={leaving}
            />
          </AppShell.Section>
          <AppShell.Section p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Text size="xs" c="dimmed">
              {t('version', { version: __APP_VERSION__ })}
            </Text>
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main id="conteudo" tabIndex={-1}>
        <ControlModeBanner />
        <CriticalNoticesBanner />
        <CriticalAlerts />
        <ReleaseRequestAlerts />
        <Outlet />
      </AppShell.Main>
      <SupportChatDialog opened={chatOpen} onClose={chat.close} context={chatContext} />
      {!simplified && <DueNpsPopup />}
    </AppShell>
  );
}

/** Ready results waiting for release at the current workplace, for those who may release them. */
function useAwaitingReleaseCount(): number {
  const api = useApi();
  const session = useSession();
  const cnpj = session?.currentWorkplace?.cnpj ?? '';
  const query = useQuery({ ...awaitingReleaseQueryOptions(api, cnpj), enabled: mayReleaseHere(session) });
  return query.data ?? 0;
}

function NavEntries({
  entries,
  onNavigate,
  onAction,
  leaving,
  unread = 0,
  awaitingRelease = 0,
  criticalWaiting = 0,
}: {
  entries: NavEntry[];
  onNavigate: () => void;
  onAction: (action: 'supportChat' | 'logout') => void;
  leaving: boolean;
  /** Support chat messages not read yet, shown beside the chat's entry. */
  unread?: number;
  /** Ready results waiting for release, shown beside the result check's entry (only releasers see it). */
  awaitingRelease?: number;
  /** Critical values waiting for acknowledgement, shown beside their list's entry. */
  criticalWaiting?: number;
}) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return entries.map((entry) => {
    const label = t(entry.label ?? `nav.${entry.key}`);
    if (entry.children) {
      const active = entry.children.some((child) => child.to === pathname);
      return (
        <NavLink key={entry.key} label={label} defaultOpened={active} childrenOffset="md">
          <NavEntries
            entries={entry.children}
            onNavigate={onNavigate}
            onAction={onAction}
            leaving={leaving}
            unread={unread}
            awaitingRelease={awaitingRelease}
            criticalWaiting={criticalWaiting}
          />
        </NavLink>
      );
    }
    if (entry.action) {
      const action = entry.action;
      return (
        <NavLink
          key={entry.key}
          component="button"
          label={action === 'logout' && leaving ? t('leaving') : label}
          rightSection={
            action === 'supportChat' && unread > 0 ? (
              <Badge
                color="red.9"
                variant="filled"
                size="sm"
                aria-label={t('supportChat.unread', { count: unread })}
              >
                {unread}
              </Badge>
            ) : undefined
          }
          disabled={action === 'logout' && leaving}
          onClick={() => onAction(action)}
        />
      );
    }
    return (
      <NavLink
        key={entry.key}
        component={RouterNavLink}
        to={entry.to ?? paths.home}
        label={label}
        rightSection={
          entry.key === 'criticalNotices' && criticalWaiting > 0 ? (
            <Badge
              color="red.9"
              variant="filled"
              size="sm"
              aria-label={t('criticalNotices.waiting', { count: criticalWaiting })}
            >
              {criticalWaiting}
            </Badge>
          ) : entry.key === 'resultCheck' && awaitingRelease > 0 ? (
            <Badge
              color="blue.9"
              variant="filled"
              size="sm"
              aria-label={t('awaitingRelease', { count: awaitingRelease })}
            >
              {awaitingRelease}
            </Badge>
          ) : undefined
        }
        active={pathname === entry.to}
        onClick={onNavigate}
      />
    );
  });
}
