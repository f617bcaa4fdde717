import { useTranslation } from 'shared-contracts';
import { useThemeContext } from '../theme/ThemeContext';
import styles from './Header.module.css';

/** The theme switch: a round icon button in the header row, a labelled row in the menu. */
export function ThemeToggle({ variant = 'icon' }: { variant?: 'icon' | 'row' }) {
  const { t } = useTranslation('shell');
  const { theme, toggle } = useThemeContext();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  const icon = <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>;
  if (variant === 'row') {
    return (
      <button type="button" className={styles.menuRow} onClick={toggle} aria-pressed={theme === 'dark'}>
        <span className={styles.menuRowIcon}>{icon}</span>
        {label}
      </button>
    );
  }
  return (
    <button type="button" className={styles.iconButton} onClick={toggle} aria-label={label} title={label} aria-pressed={theme === 'dark'}>
      {icon}
    </button>
  );
}
