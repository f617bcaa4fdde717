import type { ReactNode } from 'react';
import { DataBoundary } from '@tcgp/ui';
import { type CardIndex } from '@tcgp/rules';
import { Link } from 'shared-contracts';
import type { CardScore, DataMeta } from '@tcgp/domain';
import { useCardsData } from './useCardsData';
import controls from '@tcgp/ui/controls.module.css';
import styles from './CardsPages.module.css';

/** The data both pages render once it is loaded. */
export interface CardsPageData {
  cards: CardIndex;
  cardScores: CardScore[];
  meta: DataMeta;
}

/**
 * The frame of both pages of the cards remote: title, intro and the link to the other page, then
 * Loading / the data error with Retry / the page's content once the three files are there.
 */
export function CardsPageFrame(props: {
  page: 'cards-list' | 'expansion-list';
  title: string;
  intro: string;
  link: { to: string; text: string };
  /** Shown right under the header, before the data arrives (the cards list's "Your view" line). */
  top?: ReactNode;
  children: (data: CardsPageData) => ReactNode;
}) {
  const data = useCardsData();
  return (
    <section className={controls.page} data-page={props.page}>
      <header className={controls.pageHeader}>
        <h1 className={controls.pageTitle}>{props.title}</h1>
        <p className={controls.intro}>{props.intro}</p>
        <nav className={styles.links}>
          <Link to={props.link.to}>{props.link.text}</Link>
        </nav>
      </header>
      {props.top}
      <DataBoundary status={data.status} error={data.error} onRetry={data.retry}>
        {data.cards && data.cardScores && data.meta ? props.children({ cards: data.cards, cardScores: data.cardScores, meta: data.meta }) : null}
      </DataBoundary>
    </section>
  );
}
