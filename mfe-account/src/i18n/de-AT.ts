import type { AccountTexts } from './en';
import de from './de';

const deAT: AccountTexts = {
  ...de,
  premium: { ...de.premium, intro: 'Hol dir die ganze Tier-Liste und unterstütz die Seite.', perYear: '{{price}} im Jahr', perMonth: '{{price}} im Monat' },
  contact: { ...de.contact, premiumOnly: 'Der E-Mail-Kontakt mit den Entwicklern gehört zu Premium.' },
};

export default deAT;
