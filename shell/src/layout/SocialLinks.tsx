import { useHydrated } from '@tcgp/ui';
import { useTranslation, useServices } from 'shared-contracts';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';
import styles from './Header.module.css';

const DEFAULT_LINKS = LOCAL_DEFAULT_CONFIG.links;

const SOURCE_ICON = (
  <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27s1.36.09 2 .27c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8Z"
    />
  </svg>
);

const SOCIAL_ICON = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M18.2 2.25h3.3l-7.2 8.26 8.5 11.24h-6.65l-5.2-6.82-5.96 6.82H1.68l7.7-8.8L1.25 2.25h6.8l4.7 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.92 15.64Z"
    />
  </svg>
);

/** The source-code and social links of the runtime config: round icons in the header row, labelled rows in the menu. */
export function SocialLinks({ variant }: { variant: 'icon' | 'row' }) {
  const { t } = useTranslation('shell');
  const { config } = useServices();
  // The prerendered page has the default links; the configured ones follow right after hydration.
  const links = useHydrated() ? config.links : DEFAULT_LINKS;
  const items = [
    { id: 'source', href: links.sourceCode, icon: SOURCE_ICON, text: t('social.sourceCode'), label: t('social.sourceCodeLabel') },
    { id: 'social', href: links.social, icon: SOCIAL_ICON, text: t('social.social'), label: t('social.socialLabel') },
  ];
  return (
    <>
      {items.map((item) =>
        variant === 'icon' ? (
          <a key={item.id} className={styles.iconLink} href={item.href} target="_blank" rel="noreferrer" aria-label={item.label} title={item.text}>
            {item.icon}
          </a>
        ) : (
          <a key={item.id} className={styles.menuRow} href={item.href} target="_blank" rel="noreferrer" aria-label={item.label}>
            <span className={styles.menuRowIcon}>{item.icon}</span>
            {item.text}
          </a>
        ),
      )}
    </>
  );
}
