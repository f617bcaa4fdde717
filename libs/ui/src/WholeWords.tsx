import styles from './WholeWords.module.css';

/** A word with a hyphen in it ("Spatio-Temporel", "Ho-Oh"): browsers may break a line after its hyphen. */
const HYPHENATED = /(\S*[-\u2010]\S*)/;

/**
 * A name or label whose hyphenated words never break at their hyphen: the line wraps at spaces only, as
 * for every other word. The text itself (what is copied, searched and read out) is unchanged.
 */
export function WholeWords({ text }: { text: string }) {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className={styles.word}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
