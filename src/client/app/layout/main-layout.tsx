import { Sidebar } from 'primereact/sidebar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SideNav } from './side-nav/side-nav';
import { TopBar } from './top-bar/top-bar';
import { useNarrowScreen } from './use-narrow-screen';

const DRAWER_WIDTH = 280;

/** The default layout of SPEC §2: a top bar and a 280 px navigation drawer beside the page. */
export function MainLayout() {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="dpt-shell">
      <a className="dpt-skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <TopBar onOpenNav={narrow ? () => setDrawerOpen(true) : undefined} />
      <div className="dpt-body">
        {narrow ? (
          <Sidebar
            visible={drawerOpen}
            onHide={() => setDrawerOpen(false)}
            style={{ width: DRAWER_WIDTH }}
            className="dpt-drawer-overlay"
            ariaCloseLabel={t('nav.close')}
            header={<span className="dpt-drawer-title">{t('app.name')}</span>}
          >
            <SideNav onNavigate={() => setDrawerOpen(false)} />
          </Sidebar>
        ) : (
          <aside className="dpt-drawer" style={{ width: DRAWER_WIDTH }}>
            <SideNav />
          </aside>
        )}
        <main id="main-content" className="dpt-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
