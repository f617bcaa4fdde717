import { useMemo } from 'react';
import { useTranslation } from 'shared-contracts';
import { parseIsoDate } from '@tcgp/ui';

/** Dates of the statistics files (plain ISO days) in the reader's language: short ("7 Sep") and medium ("7 Sep 2026"). */
export function useDateFormats(): { shortDate: (iso: string) => string; longDate: (iso: string) => string } {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) => {
      let formatter: Intl.DateTimeFormat;
      try {
        formatter = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
      } catch {
        formatter = new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
      }
      return (iso: string) => {
        const date = parseIsoDate(iso);
        return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
      };
    };
    return { shortDate: format({ month: 'short', day: 'numeric' }), longDate: format({ dateStyle: 'medium' }) };
  }, [lang]);
}
