import { type LinkProps, useLocation, useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { memo, type ReactNode, useId } from 'react';
import { AppShell } from '@/components/ui/AppShell.tsx';
import { type FooterTab, FooterTabs } from '@/components/ui/FooterTabs.tsx';
import { HeaderBackButton, PageHeader } from '@/components/ui/PageHeader.tsx';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { headerFixedAfter } from './headerFixedAfter.ts';
import styles from './SaleLayout.module.css';

export interface SaleLayoutProps {
  /** Header title (the screen's name). */
  title: ReactNode;
  /**
   * Where "Volver" goes: shows a back button in the header, and the footer's back button goes
   * there too. Without it the header has no back button and the footer's back is history back.
   */
  back?: LinkProps['to'];
  /**
   * Why going back is not possible now: the header's Volver is shown disabled, described by this
   * text shown at the top of the screen (and the footer's back does nothing).
   */
  backBlocked?: string;
  /** A notice at the top of the screen, in the same place and style (e.g. why the seller is here). */
  notice?: string;
  /** The screen's primary action(s), kept visible above the footer (AppShell actionBar). */
  actionBar?: ReactNode;
  /** Footer tabs (Ingreso, Perfil for members, Compra, back, home); true by default. */
  tabs?: boolean;
  /**
   * Scroll offset (px) after which the header turns fixed; by default the screen's threshold of
   * spec 000 §9 (headerFixedAfter: /compra 200, /carro 90, /perfil 45, others 50).
   */
  fixedAfter?: number;
  /** Extra header slot before the seller name (e.g. a cart button). */
  headerActions?: ReactNode;
  /** The content fits the window and scrolls inside its own regions (AppShell `fit`). */
  fit?: boolean;
  /** A long title shown whole: it wraps, on its own line on a narrow screen (PageHeader `wrapTitle`). */
  wrapTitle?: boolean;
  children: ReactNode;
}

const TAB_PATHS = { ingreso: '/ingreso', perfil: '/perfil', compra: '/compra' } as const;

function currentTab(pathname: string): FooterTab | undefined {
  if (pathname.startsWith('/ingreso')) return 'ingreso';
  if (pathname.startsWith('/perfil')) return 'perfil';
  if (pathname.startsWith('/compra') || pathname.startsWith('/carro')) return 'compra';
  return undefined;
}

/** "Volver": the screen's `back`, or history back; nothing while going back is blocked. */
function useGoBack(back: LinkProps['to'] | undefined, blocked = false) {
  const navigate = useNavigate();
  const router = useRouter();
  return () => {
    if (blocked) return;
    if (back) void navigate({ to: back });
    else router.history.back();
  };
}

/*
 * Header and footer are memoised with primitive props: a screen that re-renders on every change
 * (the cart's "+" press) does not re-render them (docs/PERFORMANCE.md "Interaction speed").
 */
const SaleHeader = memo(function SaleHeader({
  title,
  back,
  fixedAfter,
  headerActions,
  wrapTitle,
  blockedId,
}: Pick<SaleLayoutProps, 'title' | 'back' | 'fixedAfter' | 'headerActions' | 'wrapTitle'> & {
  blockedId?: string;
}) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const sellerName = useSelector(session.store, (s) => s.user?.name ?? undefined);
  // The seller's own logout: clears the session and the sale and opens /login (src/app/router.tsx).
  const logout = useRouteContext({ from: '__root__', select: (c) => c.logout });
  const goBack = useGoBack(back, blockedId !== undefined);
  const showBack = back !== undefined || blockedId !== undefined;
  return (
    <PageHeader
      title={title}
      back={
        showBack ? (
          <HeaderBackButton onClick={goBack} disabled={blockedId !== undefined} describedBy={blockedId} />
        ) : undefined
      }
      sellerName={sellerName}
      onLogout={() => logout()}
      actions={headerActions}
      fixedAfter={fixedAfter ?? headerFixedAfter(pathname)}
      wrapTitle={wrapTitle}
    />
  );
});

const SaleFooter = memo(function SaleFooter({
  back,
  blocked,
}: Pick<SaleLayoutProps, 'back'> & { blocked: boolean }) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const buyType = useSelector(sale.store, (s) => s.buyType);
  const goBack = useGoBack(back, blocked);
  return (
    <FooterTabs
      current={currentTab(pathname)}
      showProfile={buyType === 'socio'}
      onSelect={(tab) => void navigate({ to: TAB_PATHS[tab] })}
      onBack={goBack}
      onHome={() => void navigate({ to: '/inicio' })}
    />
  );
});

/**
 * The frame of every logged-in sale screen: PageHeader (title, back, seller name, "Cerrar
 * sesión"; fixed after scrolling) + content + sticky action bar + FooterTabs.
 */
export function SaleLayout({
  title,
  back,
  backBlocked,
  notice,
  actionBar,
  tabs = true,
  fixedAfter,
  headerActions,
  fit,
  wrapTitle,
  children,
}: SaleLayoutProps) {
  const reasonId = useId();
  const blockedId = backBlocked ? reasonId : undefined;
  return (
    <AppShell
      header={
        <SaleHeader
          title={title}
          back={back}
          fixedAfter={fixedAfter}
          headerActions={headerActions}
          wrapTitle={wrapTitle}
          blockedId={blockedId}
        />
      }
      actionBar={actionBar}
      fit={fit}
      footer={tabs ? <SaleFooter back={back} blocked={blockedId !== undefined} /> : undefined}
    >
      {backBlocked && (
        <p id={reasonId} className={styles.blocked} role="status">
          {backBlocked}
        </p>
      )}
      {notice && (
        <p className={styles.blocked} role="status">
          {notice}
        </p>
      )}
      {children}
    </AppShell>
  );
}
