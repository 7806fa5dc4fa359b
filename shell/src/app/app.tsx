import type { JSX } from 'react';
import { AnnouncementBar } from '../layout/announcement-bar';
import { ChatButton } from '../layout/chat-button';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { ScrollToTop } from '../layout/scroll-to-top';
import { AppRoutes } from './app-routes';

/** The shop's frame: chrome owned by the shell around the routed remote page. Needs a router and the store above it. */
export function App({ chatPhone }: { chatPhone: string }): JSX.Element {
  return (
    <div className="sh-app">
      <ScrollToTop />
      <a className="sh-skip" href="#main">
        Skip to content
      </a>
      <AnnouncementBar />
      <Header />
      <main id="main" className="sh-main">
        <AppRoutes />
      </main>
      <Footer />
      <ChatButton phone={chatPhone} />
    </div>
  );
}
