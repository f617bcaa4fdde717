import styles from './FontWarmup.module.css';

/** The sizes of the type scale (`--font-size-*` in libs/ui tokens.css) and the weights every sheet uses. */
export const TYPE_SCALE_SIZES = ['2xs', 'xs', 'sm', 'md', 'lead', 'lg', 'xl'] as const;
export const TYPE_SCALE_WEIGHTS = [400, 600, 700] as const;

const sizeClass: Record<(typeof TYPE_SCALE_SIZES)[number], string | undefined> = {
  '2xs': styles.size2xs,
  xs: styles.sizeXs,
  sm: styles.sizeSm,
  md: styles.sizeMd,
  lead: styles.sizeLead,
  lg: styles.sizeLg,
  xl: styles.sizeXl,
};
const weightClass: Record<(typeof TYPE_SCALE_WEIGHTS)[number], string | undefined> = {
  400: styles.weight400,
  600: styles.weight600,
  700: styles.weight700,
};

/**
 * Two letters in every size and weight of the type scale, laid out but invisible. The browser looks up
 * a font (and asks the system for its rendering settings) the first time it lays out text in a new size
 * and weight: measured here at one to two milliseconds each, 15–20 ms in all when a remote's page first
 * appears. Prerendered in every page, those lookups happen in the first layout, while the scripts are
 * still downloading, instead of in the main-thread task that shows the remote's content.
 */
export function FontWarmup() {
  return (
    <span className={styles.warmup} aria-hidden="true" data-font-warmup="">
      {TYPE_SCALE_SIZES.flatMap((size) =>
        TYPE_SCALE_WEIGHTS.map((weight) => (
          <span key={`${size}-${weight}`} className={`${sizeClass[size] ?? ''} ${weightClass[weight] ?? ''}`}>
            Aa
          </span>
        )),
      )}
    </span>
  );
}
