import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import { buildNavigation } from './nav-items';

/** The drawer's navigation (SPEC §2); `onNavigate` closes the drawer on narrow screens. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { session, slug } = useSession();
  const sections = useMemo(() => buildNavigation(session), [session]);

  return (
    <nav className="dpt-side-nav" aria-label={t('nav.label')} data-testid="side-nav">
      {sections.map((section) => (
        <section
          key={section.id}
          className="dpt-nav-section"
          aria-labelledby={section.labelKey && `nav-${section.id}`}
        >
          {section.labelKey && (
            <h2 id={`nav-${section.id}`} className="dpt-nav-heading">
              {t(section.labelKey)}
            </h2>
          )}
          <ul>
            {section.items.map((entry) => (
              <li key={entry.id}>
                <NavLink
                  to={`/${slug}/${entry.path}`}
                  className={({ isActive }) => `dpt-nav-link${isActive ? ' dpt-nav-link-active' : ''}`}
                  data-testid={`nav-${entry.id}`}
                  onClick={onNavigate}
                >
                  <i className={entry.icon} aria-hidden />
                  <span>{t(entry.labelKey)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
