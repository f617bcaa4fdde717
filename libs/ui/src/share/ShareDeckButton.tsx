import { deckPath } from 'shared-contracts';
import type { Tier } from '@tcgp/domain';
import { useUiTranslation } from '../texts/namespace';
import { ShareLinkButton } from './ShareLinkButton';
import { addressOf } from './shareOrCopy';

export interface ShareDeckButtonProps {
  deckId: string;
  /** The deck's name as the page shows it. */
  name: string;
  /** The deck's tier on the published tier list (null: none), read when the button is pressed. */
  tier: () => Tier | null;
}

/**
 * "Share deck": the deck page's address (in the current page's language when it names one), whose
 * published page carries the deck's preview image, with its name as the title and a short text. The
 * player's missing cards are not part of it: whoever opens it sees the deck for their own collection.
 */
export function ShareDeckButton({ deckId, name, tier }: ShareDeckButtonProps) {
  const { t } = useUiTranslation();
  const content = () => {
    const deckTier = tier();
    return {
      title: name,
      text: deckTier ? t('share.deckText', { deck: name, tier: deckTier }) : t('share.deckTextNoTier', { deck: name }),
      url: addressOf(deckPath(deckId)),
    };
  };
  return (
    <ShareLinkButton name="deck" content={content}>
      {t('share.deckButton')}
    </ShareLinkButton>
  );
}
