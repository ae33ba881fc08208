import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { lastSlug } from '../../lib/session/last-slug';

export type ErrorCode = 403 | 404 | 500;

const ICONS: Record<ErrorCode, string> = {
  403: 'pi pi-lock',
  404: 'pi pi-compass',
  500: 'pi pi-exclamation-circle',
};

/** The 403, 404 and 500 pages of SPEC §8, each with a way back (history, or the dashboard). */
export function ErrorPage({ code }: { code: ErrorCode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the last organization that opened (not the URL's slug, which may be the unknown one of this 404)
  const dashboard = `/${lastSlug()}/dashboard`;

  return (
    <div className="dpt-error-page" data-testid={`error-page-${code}`}>
      <i className={`${ICONS[code]} dpt-error-icon`} aria-hidden />
      <p className="dpt-error-code">{code}</p>
      <h1>{t(`errors.${code}.title`)}</h1>
      <p>{t(`errors.${code}.text`)}</p>
      <div className="dpt-error-actions">
        <Button label={t('errors.back')} icon="pi pi-arrow-left" outlined onClick={() => navigate(-1)} />
        <Link to={dashboard} className="p-button" data-testid="error-to-dashboard">
          <span className="p-button-label">{t('errors.toDashboard')}</span>
        </Link>
      </div>
    </div>
  );
}
