import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation, replaceMissing, selectShownMissingIds, useAppDispatch, useAppSelector } from 'shared-contracts';
import { MAX_IMPORT_BYTES, exportCollection, exportFileName, parseImport, type ImportProblem } from '@tcgp/collection';
import { downloadText, formatCount } from '@tcgp/ui';
import { usePageLanguage } from '../shared/useCardsData';

import styles from './Collection.module.css';

type Outcome =
  | { kind: 'exported'; file: string }
  | { kind: 'imported'; file: string; count: number }
  | { kind: 'failed'; file: string; problem: ImportProblem | { code: 'unreadable' } };

/** The text of a file (FileReader: every browser, and the test DOM). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** The sentence for an import problem (every code of @tcgp/collection's import, in the page language). */
function useProblemText() {
  const { t } = useTranslation('cards');
  const language = usePageLanguage();
  const kb = (bytes: number) => `${formatCount(Math.ceil(bytes / 1024), language)} KB`;
  return (problem: ImportProblem | { code: 'unreadable' }): string => {
    switch (problem.code) {
      case 'tooLarge':
        return t('collection.import.tooLarge', { size: kb(problem.bytes), max: kb(problem.max) });
      case 'cardId':
        return t('collection.import.cardId', { position: problem.index + 1, value: problem.value });
      case 'tooMany':
        return t('collection.import.tooMany', { count: problem.count, max: problem.max });
      case 'tooManyCopies':
        return t('collection.import.tooManyCopies', { copies: problem.copies, card: problem.cardId, max: problem.max });
      case 'version':
        return t('collection.import.version', { found: problem.found });
      case 'unknownField':
        return t('collection.import.unknownField', { field: problem.field });
      default:
        return t(`collection.import.${problem.code}`);
    }
  };
}

/**
 * Export of the missing cards as a JSON file (the saved collection format), and import of such a file:
 * it replaces the list (Undo brings the old one back); a bad file gets a clear message and changes nothing.
 */
export function TransferControls() {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const missing = useAppSelector(selectShownMissingIds);
  const inputId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const problemText = useProblemText();

  const exportNow = () => {
    const now = new Date();
    const file = exportFileName(now);
    downloadText(exportCollection(missing, now), file);
    setOutcome({ kind: 'exported', file });
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A file too large is refused before it is read.
    if (file.size > MAX_IMPORT_BYTES) {
      setOutcome({ kind: 'failed', file: file.name, problem: { code: 'tooLarge', bytes: file.size, max: MAX_IMPORT_BYTES } });
      return;
    }
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setOutcome({ kind: 'failed', file: file.name, problem: { code: 'unreadable' } });
      return;
    }
    const parsed = parseImport(text, file.size);
    if (!parsed.ok) {
      setOutcome({ kind: 'failed', file: file.name, problem: parsed.problem });
      return;
    }
    dispatch(replaceMissing(parsed.value.missing, 'user'));
    setOutcome({ kind: 'imported', file: file.name, count: parsed.value.missing.length });
  };

  return (
    <div className={styles.transfer}>
      <div className={styles.transferButtons}>
        <button type="button" className={styles.button} onClick={exportNow}>
          {t('collection.export')}
        </button>
        {/* The file input stays focusable (visually hidden); its label is the visible button. */}
        <input id={inputId} className={styles.fileInput} type="file" accept="application/json,.json" onChange={(e) => void importFile(e)} />
        <label htmlFor={inputId} className={styles.fileButton}>
          {t('collection.import.button')}
        </label>
      </div>
      {outcome?.kind === 'failed' ? (
        <div className={styles.error} role="alert" data-import-error={outcome.problem.code}>
          <p>{t('collection.import.failed', { file: outcome.file })}</p>
          <p>{problemText(outcome.problem)}</p>
        </div>
      ) : (
        <p className={styles.status} role="status">
          {outcome?.kind === 'exported' ? t('collection.exported', { file: outcome.file }) : null}
          {outcome?.kind === 'imported' ? t('collection.import.done', { count: outcome.count, file: outcome.file }) : null}
        </p>
      )}
    </div>
  );
}
