import styled from '@emotion/styled';
import { StrictMode, useEffect, type ReactNode } from 'react';
import type { PageContext } from 'vike/types';
import { ContactProvider } from '../components/contact/ContactContext';
import { FloatingWhatsApp } from '../components/layout/FloatingWhatsApp';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { GlobalStyles } from '../components/theme/GlobalStyles';
import { layout } from '../components/theme/tokens';
import { ToastProvider } from '../components/ui/Toasts';
import { PageContextProvider } from './usePageContext';

const Main = styled.main({ display: 'block', minHeight: '60vh', paddingTop: layout.header, outline: 'none' });

/** What every page shares: header, main landmark, footer, floating WhatsApp, contact dialog, toasts. */
export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  // Marks the document as interactive: renderer/earlyClicks.ts then replays a click that came
  // before React was ready, and the browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <GlobalStyles />
        <ToastProvider>
          <ContactProvider>
            <Header />
            <Main id="main" tabIndex={-1}>
              {children}
            </Main>
            <Footer />
            <FloatingWhatsApp />
          </ContactProvider>
        </ToastProvider>
      </PageContextProvider>
    </StrictMode>
  );
}
