import { ActionIcon, Button, Text, UnstyledButton } from '@mantine/core';
import type { Locale } from '@pastexam/api-contract/locales';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogin2,
  IconLogout,
  IconMoon,
  IconSun,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/locale-provider.tsx';
import { PHONE_BREAKPOINT } from '../theme/theme.ts';
import { BarAction } from './bar-action.tsx';
import { intentHandlers, type TopBarAction } from './intent.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { MobileMenuLoader } from './mobile-menu-loader.tsx';
import classes from './top-bar.module.css';
import { WideActions } from './wide-actions.tsx';

/** The signed-in user as the top bar shows them. */
export interface TopBarUser {
  /** The name shown: their nickname when they chose one, else their login name. */
  name: string;
  isAdmin: boolean;
  /** A local account, whose own menu offers 變更密碼; single sign-on accounts have no password here. */
  canChangePassword: boolean;
}

export interface TopBarProps {
  /** Product title, a button leading home. Default '考古題系統' (in the active language). */
  title?: string;
  /** The signed-in user, or null for a guest. Required, no default. */
  user: TopBarUser | null;
  /** Called by the theme switch. Required, no default. */
  onToggleColorScheme: () => void;
  /** Shows the course-list (sidebar) toggle at the left; only the archive page asks for it. Required, no default. */
  showSidebarToggle: boolean;
  /** Whether the course list is open, for the toggle's icon and aria-expanded. Default false. */
  sidebarOpened?: boolean;
  /** Called by the sidebar toggle. Default: does nothing. */
  onToggleSidebar?: () => void;
  /** Called by a click on the title. Required, no default. */
  onTitleClick: () => void;
  /** Called by 登入 (guests only). Required, no default. */
  onLogin: () => void;
  /** Called by 登出 (signed-in users only). Required, no default. */
  onLogout: () => void;
  /** Called by 登出所有裝置 in the user's own menu (signed-in users only); the caller confirms. Required, no default. */
  onLogoutAll: () => void;
  /** Called by 變更密碼 in the user's own menu (local accounts only). Required, no default. */
  onChangePassword: () => void;
  /** Called by 主題 (signed-in users only): the topics of the courses. Required, no default. */
  onOpenTopics: () => void;
  /** Called by the language switch with the language chosen (中文 / English). Required, no default. */
  onChangeLocale: (locale: Locale) => void;
  /** Called by 問題回報 (signed-in users only). Required, no default. */
  onReportIssue: () => void;
  /** Called by AI 模擬試題 (signed-in users only). Required, no default. */
  onOpenAiExam: () => void;
  /** Called by 個人資料 in the user's own menu (signed-in users only): the profile dialog. Required, no default. */
  onOpenProfile: () => void;
  /** Called by 我的模擬試題 (signed-in users only). Required, no default. */
  onOpenMyExams: () => void;
  /** Called by 我的收藏 (signed-in users only): the bookmarked questions. Required, no default. */
  onOpenBookmarks: () => void;
  /** Called by 我的題單 (signed-in users only): the user's worksheets. Required, no default. */
  onOpenWorksheets: () => void;
  /** Called by 我的檢舉 (signed-in users only): the user's flags and their outcomes. Required, no default. */
  onOpenMyFlags: () => void;
  /** How many outcomes of the user's flags they have not seen, shown beside 我的檢舉. Default 0. */
  myFlagsUnseen?: number;
  /** Called by 系統管理 (admins only). Required, no default. */
  onOpenAdmin: () => void;
  /**
   * Called when the pointer or keyboard focus reaches an action's button, before it is pressed, so what it
   * opens can start loading. Default: does nothing.
   */
  onIntent?: (action: TopBarAction) => void;
  /**
   * A search box between the title and the actions (the archive page's). Below the layout switch an element of
   * it marked `data-covers-bar` (the opened search) covers the whole bar, and the bar hides what it covers.
   * Default: none.
   */
  search?: ReactNode;
  /** Signed-in users' 公告 button (with its unread dot), at every width, before 登出. Default: none. */
  notices?: ReactNode;
}

/**
 * The bar above every page. From the `md` breakpoint (960px) everything is inline, and the user's name opens
 * their own menu (個人資料, 我的模擬試題, 我的收藏, 我的檢舉, 變更密碼, 登出所有裝置); below it only 登入/登出, the notices and the
 * theme switch stay, and a signed-in user's other items move into the 選單 menu. On a phone (below 576px) the
 * items stand closer and 登出 moves into 選單 too, so the bar fits from 320px up; the title is cut short before
 * anything overlaps it. Focus rings follow :focus-visible (theme `focusRing: 'auto'`), so a mouse click leaves
 * nothing highlighted while keyboard focus stays visible — no timer takes focus away.
 */
export function TopBar({
  title,
  user,
  onToggleColorScheme,
  showSidebarToggle,
  sidebarOpened = false,
  onToggleSidebar,
  onTitleClick,
  onLogin,
  onLogout,
  onLogoutAll,
  onChangePassword,
  onReportIssue,
  onOpenTopics,
  onChangeLocale,
  onOpenAiExam,
  onOpenProfile,
  onOpenMyExams,
  onOpenBookmarks,
  onOpenWorksheets,
  onOpenMyFlags,
  myFlagsUnseen = 0,
  onOpenAdmin,
  onIntent,
  search,
  notices,
}: TopBarProps) {
  // What the user's own menu and the features need, handed alike to the wide bar and the 選單 menu.
  const account = {
    onOpenProfile,
    onOpenMyExams,
    onOpenBookmarks,
    onOpenWorksheets,
    onOpenMyFlags,
    myFlagsUnseen,
    onLogoutAll,
    onChangePassword,
    onIntent,
  };
  const features = { onOpenAdmin, onOpenTopics, onReportIssue, onOpenAiExam };
  const t = useT();

  return (
    <div className={classes.bar}>
      <BarStart
        title={title ?? t('topBar.title')}
        showSidebarToggle={showSidebarToggle}
        sidebarOpened={sidebarOpened}
        onToggleSidebar={onToggleSidebar}
        onTitleClick={onTitleClick}
      />

      {search}

      <div className={classes.end}>
        {user && <WideActions user={user} {...account} {...features} />}
        {user && notices}
        <SessionButton signedIn={user !== null} onLogin={onLogin} onLogout={onLogout} onIntent={onIntent} />
        <LanguageSwitch onChange={onChangeLocale} inMenuOnPhone={user !== null} />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('topBar.toggleColorScheme')}
          onClick={onToggleColorScheme}
        >
          {/* Both icons, one hidden by the scheme's CSS: the bar is drawn the same before the saved theme is
              known (the prerendered page), and the right icon shows from the first paint. */}
          <IconSun size={20} aria-hidden className="mantine-light-hidden" />
          <IconMoon size={20} aria-hidden className="mantine-dark-hidden" />
        </ActionIcon>
        {user && (
          <MobileMenuLoader
            user={user}
            onLogout={onLogout}
            onChangeLocale={onChangeLocale}
            {...account}
            {...features}
          />
        )}
      </div>
    </div>
  );
}

/** The bar's start: the course list's toggle (the archive page's) and the title, a button leading home. */
function BarStart({
  title,
  showSidebarToggle,
  sidebarOpened,
  onToggleSidebar,
  onTitleClick,
}: Pick<TopBarProps, 'showSidebarToggle' | 'onToggleSidebar' | 'onTitleClick'> & {
  title: string;
  sidebarOpened: boolean;
}) {
  const SidebarIcon = sidebarOpened ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;
  const t = useT();
  return (
    <div className={classes.start}>
      {showSidebarToggle && (
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('topBar.toggleSidebar')}
          aria-expanded={sidebarOpened}
          onClick={onToggleSidebar}
        >
          <SidebarIcon size={22} aria-hidden />
        </ActionIcon>
      )}
      <UnstyledButton onClick={onTitleClick} className={classes.title}>
        <Text component="span" fw={700} size="lg" truncate="end" className={classes.titleText}>
          {title}
        </Text>
      </UnstyledButton>
    </div>
  );
}

/** 登出 for a signed-in user (on a phone it waits in the 選單 menu: the bar has no room for it there), else 登入. */
function SessionButton({
  signedIn,
  onLogin,
  onLogout,
  onIntent,
}: Pick<TopBarProps, 'onLogin' | 'onLogout' | 'onIntent'> & { signedIn: boolean }) {
  const t = useT();
  return signedIn ? (
    <BarAction
      name={t('topBar.logout')}
      Icon={IconLogout}
      variant="default"
      onClick={onLogout}
      visibleFrom={PHONE_BREAKPOINT}
    />
  ) : (
    <Button
      leftSection={<IconLogin2 size={18} aria-hidden />}
      onClick={onLogin}
      {...intentHandlers('login', onIntent)}
    >
      {t('topBar.login')}
    </Button>
  );
}
