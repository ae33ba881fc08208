import { localized } from '../../../process-common/labels';
import type { ScaleSummary } from '../../../../engine/api/feedbacks-submissions';
import { useSubmissionsText } from './submissions-text';

/** The scale answers of the submissions summed up: per scale (or matrix row) answers, sum, average, distribution. */
export function ScaleSummaryTable({ scales }: { scales: ScaleSummary[] }) {
  const { t, locale } = useSubmissionsText();
  if (scales.length === 0) return <p className="dpt-muted">{t('formSubmissions.scales.noScales')}</p>;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <div
      className="dpt-subm-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('formSubmissions.scales.title')}
    >
      <table className="dpt-plain-table dpt-subm-table" data-testid="scale-summary">
        <thead>
          <tr>
            <th scope="col">{t('formSubmissions.scales.question')}</th>
            <th scope="col">{t('formSubmissions.scales.answers')}</th>
            <th scope="col">{t('formSubmissions.scales.sum')}</th>
            <th scope="col">{t('formSubmissions.scales.average')}</th>
            <th scope="col">{t('formSubmissions.scales.distribution')}</th>
          </tr>
        </thead>
        <tbody>
          {scales.map((s) => {
            const title = localized(s.title, locale, s.elementId);
            const row = s.itemTitle ? ` – ${localized(s.itemTitle, locale, s.itemId ?? '')}` : '';
            return (
              <tr
                key={`${s.elementId}:${s.itemId ?? ''}`}
                data-testid={`scale-${s.elementId}${s.itemId ? `-${s.itemId}` : ''}`}
              >
                <th scope="row">{`${title}${row}`}</th>
                <td>{s.count}</td>
                <td>{s.count === 0 ? '–' : number.format(s.sum)}</td>
                <td>{s.average === null ? t('formSubmissions.scales.none') : number.format(s.average)}</td>
                <td>
                  <ul className="dpt-scale-distribution">
                    {s.distribution.map((count, index) => (
                      <li key={index}>
                        {t('formSubmissions.scales.distributionOf', { value: s.minValue + index, count })}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
