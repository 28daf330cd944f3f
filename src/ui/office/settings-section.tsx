import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { COEF_VIEW_IDS } from '../../domain/coupon';
import type { Preferences } from '../../domain/preferences';
import { useT } from '../i18n/use-t';
import { useModels } from '../models-context';
import { offsetText, timeZoneOptions } from './settings-options';
import './office.css';

/**
 * office/settings: the player's display preferences (spec 000 §3 global preferences) as a form: odds format,
 * theme, time zone, 12-hour clock and market names. Each change goes to the shell's preferences at once (the
 * one source: the slip's odds format, the header's theme button, every time shown (useFormatTime) and every
 * market name (useMarketNaming) read the same store), which keeps them in
 * local storage and the server's cookies, so they outlast a reload as the slip settings do; a polite status
 * says "Saved". The language has its own control in the header, which moves the page to the language's address.
 */
export function SettingsSection() {
  const { shell } = useModels();
  const [preferences, changed] = useUnit([shell.$preferences, shell.preferencesChanged]);
  const t = useT();
  const [saved, setSaved] = useState(false);
  const ids = { odds: useId(), zone: useId(), note: useId() };
  const change = (patch: Partial<Preferences>) => {
    changed(patch);
    setSaved(true);
  };

  return (
    <section className="office-settings" aria-describedby={ids.note}>
      <form onSubmit={(event) => event.preventDefault()}>
        <div className="office-field">
          <label htmlFor={ids.odds}>{t('coupon_odds_format')}</label>
          <select id={ids.odds} value={preferences.coefViewId} onChange={(e) => change({ coefViewId: Number(e.target.value) })}>
            {COEF_VIEW_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`coupon_odds_format_${id}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="office-field">
          <legend>{t('office_settings_theme')}</legend>
          {([0, 1] as const).map((theme) => (
            <label key={theme} className="office-check">
              <input type="radio" name="appTheme" checked={preferences.appTheme === theme} onChange={() => change({ appTheme: theme })} />
              {t(theme === 1 ? 'office_settings_theme_dark' : 'office_settings_theme_light')}
            </label>
          ))}
        </fieldset>
        <div className="office-field">
          <label htmlFor={ids.zone}>{t('office_settings_time_zone')}</label>
          <select id={ids.zone} value={preferences.timeZone} onChange={(e) => change({ timeZone: Number(e.target.value) })}>
            {timeZoneOptions(preferences.timeZone).map((offset) => (
              <option key={offset} value={offset}>
                {t('office_settings_time_zone_option', { offset: offsetText(offset) })}
              </option>
            ))}
          </select>
        </div>
        <label className="office-check">
          <input type="checkbox" checked={preferences.is12h} onChange={(e) => change({ is12h: e.target.checked })} />
          {t('office_settings_12h')}
        </label>
        <fieldset className="office-field">
          <legend>{t('office_settings_market_names')}</legend>
          {([0, 1] as const).map((type) => (
            <label key={type} className="office-check">
              <input type="radio" name="marketsNameType" checked={preferences.marketsNameType === type} onChange={() => change({ marketsNameType: type })} />
              {t(type === 1 ? 'office_settings_market_names_full' : 'office_settings_market_names_short')}
            </label>
          ))}
        </fieldset>
      </form>
      <p role="status" className="office-note">
        {saved ? t('office_settings_saved') : ''}
      </p>
      <p id={ids.note} className="office-note">
        {t('office_settings_note')}
      </p>
    </section>
  );
}
