import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SideNav } from './side-nav/side-nav';
import { TopBar } from './top-bar/top-bar';
import { useNarrowScreen } from './use-narrow-screen';

const DRAWER_WIDTH = 280;

// the overlay drawer of narrow screens loads when it is first opened: a wide screen never needs it
const Sidebar = lazy(() => import('primereact/sidebar').then((module) => ({ default: module.Sidebar })));

/** The default layout of SPEC §2: a top bar and a 280 px navigation drawer beside the page. */
export function MainLayout() {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  return (
    <div className="dpt-shell">
      <a className="dpt-skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <TopBar onOpenNav={narrow ? openDrawer : undefined} />
      <div className="dpt-body">
        {narrow ? (
          drawerUsed && (
            <Suspense fallback={null}>
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
            </Suspense>
          )
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
