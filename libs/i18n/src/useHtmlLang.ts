import { useEffect } from 'react';
import { useTranslation } from 'shared-contracts';

/** Keeps <html lang> equal to the page language (screen readers, fonts, hyphenation). */
export function useHtmlLang(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    // Only a real change is written: writing the attribute restyles the whole page.
    const update = (lng: string) => {
      if (document.documentElement.lang !== lng) document.documentElement.lang = lng;
    };
    update(i18n.language);
    i18n.on('languageChanged', update);
    return () => i18n.off('languageChanged', update);
  }, [i18n]);
}
