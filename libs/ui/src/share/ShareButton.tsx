import { useNavigation } from 'shared-contracts';
import { useUiTranslation } from '../texts/namespace';
import { useShareCode, withShareCode } from './shareLinks';
import { ShareLinkButton } from './ShareLinkButton';
import { addressOf } from './shareOrCopy';

/**
 * "Share": copies a link to this page that shows it as the player sees it now (missing cards and
 * filters). Where the browser does not allow copying, the link is shown selected to copy by hand.
 */
export function ShareButton() {
  const { t } = useUiTranslation();
  const { pathname } = useNavigation();
  const code = useShareCode();
  return (
    <ShareLinkButton name="view" webShare={false} copiedText={t('share.copied')} content={() => ({ url: addressOf(withShareCode(pathname, code)) })}>
      {t('share.button')}
    </ShareLinkButton>
  );
}
