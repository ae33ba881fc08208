import { Button } from 'primereact/button';
import { downloadTemplate } from '../api';
import { usePdpText } from '../text';
import { useDownload } from './use-pdp-files';

const FILE_NAMES = { 'de-DE': 'PDP-Vorlage.pdf', 'en-US': 'PDP-template.pdf' } as const;

/** The PDP template download in German and English (SPEC §1, §2). */
export function TemplateCard({ slug }: { slug: string }) {
  const { t } = usePdpText();
  const { busy, download } = useDownload();
  const button = (language: 'de-DE' | 'en-US', short: 'de' | 'en') => (
    <Button
      type="button"
      icon="pi pi-file-pdf"
      label={t(`pdp.template.${short}`)}
      aria-label={t(`pdp.template.${short}Label`)}
      outlined
      size="small"
      loading={busy === language}
      onClick={() => void download(language, FILE_NAMES[language], () => downloadTemplate(language, slug))}
      data-testid={`pdp-template-${short}`}
    />
  );
  return (
    <section
      className="dpt-card dpt-pdp-card"
      aria-labelledby="pdp-template-heading"
      data-testid="pdp-template"
    >
      <h2 id="pdp-template-heading">{t('pdp.template.heading')}</h2>
      <p className="dpt-muted">{t('pdp.template.text')}</p>
      <div className="dpt-pdp-row">
        {button('de-DE', 'de')}
        {button('en-US', 'en')}
      </div>
    </section>
  );
}
