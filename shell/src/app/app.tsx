import { useState, type JSX } from 'react';
import { useLocation } from '@rmj/router';
import { isStaffPath } from '@rmj/contracts';
import { useLang } from '@rmj/i18n';
import { words } from '../i18n';
import { AnnouncementBar } from '../layout/announcement-bar';
import { ChatButton } from '../layout/chat-button';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { NotFoundPage } from '../layout/not-found-page';
import { RouteFocus } from '../layout/route-focus';
import { ScrollToTop } from '../layout/scroll-to-top';
import { pagesKnownAt, RouteRegistry, useRegistrySnapshot } from '../routing/route-registry';
import { HydrationSignal } from '../startup/hydration-signal';
import { AppRoutes } from './app-routes';

/** The title and focus of the route, its title from the pages the remotes declare. */
function TitledRouteFocus({ registry }: { registry: RouteRegistry }): JSX.Element {
  const snapshot = useRegistrySnapshot(registry);
  const { pathname } = useLocation();
  return <RouteFocus pages={pagesKnownAt(snapshot, pathname)} />;
}

/**
 * The shop's frame: chrome owned by the shell around the routed remote page, in the shell's words.
 * Needs a router (with the language's basename) and the store above it, and the page's language
 * (LangProvider) around it; the shell's words for it are loaded before the first render.
 */
export function App(props: { chatPhone: string; registry?: RouteRegistry }): JSX.Element {
  return (
    <words.Provider>
      <Frame {...props} />
    </words.Provider>
  );
}

function Frame({ chatPhone, registry: given }: { chatPhone: string; registry?: RouteRegistry }): JSX.Element {
  // One registry per mounted shell (after initFederation): the routes the remotes serve.
  const [registry] = useState(() => given ?? new RouteRegistry());
  // The route's path: without /ta on a Tamil page (the router's basename).
  const { pathname } = useLocation();
  const lang = useLang();
  const t = words.useT();
  // The back office is English only: /ta/admin is a storefront address no page serves.
  const staff = isStaffPath(pathname);
  // The back office draws its own frame (shop name, who is signed in, its navigation): no shopper
  // header, footer, newsletter, announcements or chat button, and none of their calls. Its pages
  // bring their own landmarks (the frame's banner and main), so this is not a second main.
  if (staff && lang === 'en')
    return (
      <div className="sh-app sh-app--staff">
        <ScrollToTop />
        <TitledRouteFocus registry={registry} />
        <a className="sh-skip" href="#main">
          {t('skip.toContent')}
        </a>
        <div id="main" className="sh-main">
          <AppRoutes registry={registry} />
        </div>
      </div>
    );
  return (
    <div className="sh-app">
      <ScrollToTop />
      <TitledRouteFocus registry={registry} />
      <a className="sh-skip" href="#main">
        {t('skip.toContent')}
      </a>
      <AnnouncementBar />
      <Header />
      <main id="main" className="sh-main">
        {staff ? (
          <>
            <NotFoundPage />
            <HydrationSignal />
          </>
        ) : (
          <AppRoutes registry={registry} />
        )}
      </main>
      <Footer />
      <ChatButton phone={chatPhone} />
    </div>
  );
}
