import { useState, type JSX } from 'react';
import { useLocation } from '@rmj/router';
import { isStaffPath } from '@rmj/contracts';
import { AnnouncementBar } from '../layout/announcement-bar';
import { ChatButton } from '../layout/chat-button';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { RouteFocus } from '../layout/route-focus';
import { ScrollToTop } from '../layout/scroll-to-top';
import { pagesKnownAt, RouteRegistry, useRegistrySnapshot } from '../routing/route-registry';
import { AppRoutes } from './app-routes';

/** The title and focus of the route, its title from the pages the remotes declare. */
function TitledRouteFocus({ registry }: { registry: RouteRegistry }): JSX.Element {
  const snapshot = useRegistrySnapshot(registry);
  const { pathname } = useLocation();
  return <RouteFocus pages={pagesKnownAt(snapshot, pathname)} />;
}

/** The shop's frame: chrome owned by the shell around the routed remote page. Needs a router and the store above it. */
export function App({ chatPhone, registry: given }: { chatPhone: string; registry?: RouteRegistry }): JSX.Element {
  // One registry per mounted shell (after initFederation): the routes the remotes serve.
  const [registry] = useState(() => given ?? new RouteRegistry());
  const { pathname } = useLocation();
  // The back office draws its own frame (shop name, who is signed in, its navigation): no shopper
  // header, footer, newsletter, announcements or chat button, and none of their calls. Its pages
  // bring their own landmarks (the frame's banner and main), so this is not a second main.
  if (isStaffPath(pathname))
    return (
      <div className="sh-app sh-app--staff">
        <ScrollToTop />
        <TitledRouteFocus registry={registry} />
        <a className="sh-skip" href="#main">
          Skip to content
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
        Skip to content
      </a>
      <AnnouncementBar />
      <Header />
      <main id="main" className="sh-main">
        <AppRoutes registry={registry} />
      </main>
      <Footer />
      <ChatButton phone={chatPhone} />
    </div>
  );
}
