import { useId } from 'react';
import { useTranslation, selectFilters, setDeckAmount, setEnergy, setIncludeEx, setSortBy, useAppDispatch, useAppSelector } from 'shared-contracts';
import { DECK_AMOUNT_OPTIONS, ENERGY_TYPES, SORT_OPTIONS, type EnergyType, type SortBy } from '@tcgp/domain';
import { EnergyIcon, useUiTranslation } from '@tcgp/ui';
import styles from './FilterBar.module.css';

const ALL = 'all';

function isEnergy(value: string): value is EnergyType {
  return (ENERGY_TYPES as readonly string[]).includes(value);
}

function isSortBy(value: string): value is SortBy {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

/**
 * The premium filter bar: energy type (All + the ten energies, the selected one shown with its
 * icon), Include EX cards, Number of Decks (10..100) and Sort By. Writes the shared `filters` slice,
 * so the tier list (and every other part reading the filters) re-ranks at once.
 */
export function FilterBar() {
  const { t } = useTranslation('tierlist');
  const { t: tc } = useUiTranslation();
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectFilters);
  const id = useId();
  return (
    <form className={styles.bar} data-testid="tierlist-filters" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={`${id}-energy`}>{t('filters.energy')}</label>
        <span className={styles.withIcon}>
          <span className={styles.icon} data-energy-icon={filters.energy ?? ALL}>
            {filters.energy ? <EnergyIcon type={filters.energy} decorative /> : <span className={styles.allIcon} aria-hidden="true" />}
          </span>
          <select id={`${id}-energy`} value={filters.energy ?? ALL} onChange={(e) => dispatch(setEnergy(isEnergy(e.target.value) ? e.target.value : null))}>
            <option value={ALL}>{tc('energy.all')}</option>
            {ENERGY_TYPES.map((type) => (
              <option key={type} value={type}>
                {tc(`energy.${type}`)}
              </option>
            ))}
          </select>
        </span>
      </div>
      <div className={`${styles.field} ${styles.checkbox}`}>
        <input id={`${id}-ex`} type="checkbox" checked={filters.includeEx} onChange={(e) => dispatch(setIncludeEx(e.target.checked))} />
        <label htmlFor={`${id}-ex`}>{t('filters.includeEx')}</label>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`}>{t('filters.deckAmount')}</label>
        <select id={`${id}-amount`} value={filters.deckAmount} onChange={(e) => dispatch(setDeckAmount(Number(e.target.value)))}>
          {DECK_AMOUNT_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`}>{t('filters.sortBy')}</label>
        <select
          id={`${id}-sort`}
          value={filters.sortBy}
          onChange={(e) => {
            if (isSortBy(e.target.value)) dispatch(setSortBy(e.target.value));
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
