import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats dates in the current language: DD.MM.YYYY in German, MM/DD/YYYY in English (SPEC §5). */
export function useFormatDate() {
  const { t, i18n } = useTranslation();
  const pattern = t('format.date');
  return useCallback(
    (value: string | number | Date | dayjs.Dayjs) =>
      dayjs(value).locale(i18n.language.slice(0, 2)).format(pattern),
    [pattern, i18n.language],
  );
}
