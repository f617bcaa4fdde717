import { useTranslation } from 'shared-contracts';
import { useThemeContext } from '../theme/ThemeContext';
import styles from './Header.module.css';

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const { theme, toggle } = useThemeContext();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button type="button" className={styles.iconButton} onClick={toggle} aria-label={label} title={label} aria-pressed={theme === 'dark'}>
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
