import { i18n } from '../../../app/i18n/i18n';
import de from './de-DE.json';
import en from './en-US.json';

// Deep merge without overwriting: the app's own files stay authoritative for any key both define.
i18n.addResourceBundle('de-DE', 'translation', de, true, false);
i18n.addResourceBundle('en-US', 'translation', en, true, false);

export { i18n };
