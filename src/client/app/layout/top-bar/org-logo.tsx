import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The organization's public logo (SPEC §7); its name stands in when there is no logo. */
export function OrgLogo({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const src = `/api/file/public/${encodeURIComponent(slug)}-logo.png`;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (failedSrc === src) {
    return (
      <span className="dpt-logo-text" data-testid="org-logo">
        {name}
      </span>
    );
  }
  return (
    <img
      className="dpt-logo"
      src={src}
      alt={t('topBar.logoAlt', { organization: name })}
      onError={() => setFailedSrc(src)}
      data-testid="org-logo"
    />
  );
}
