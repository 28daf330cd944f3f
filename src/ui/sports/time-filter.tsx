import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_TIME_FILTER, parseTimeFilter, TIME_FILTER_OPTIONS, type TimeFilterOption } from '../../domain/line';
import { useT } from '../i18n/use-t';
import './time-filter.css';

/** The query parameter that carries the option, so a filtered list is a link a player can keep or share. */
export const TIME_FILTER_PARAM = 'time';

/** The page's time filter option (spec 001 §9 ids) and the way to choose another. */
export function useTimeFilter(): [TimeFilterOption, (option: TimeFilterOption) => void] {
  const [params, setParams] = useSearchParams();
  const option = parseTimeFilter(params.get(TIME_FILTER_PARAM));
  const choose = (next: TimeFilterOption) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TIME_FILTER) updated.delete(TIME_FILTER_PARAM);
        else updated.set(TIME_FILTER_PARAM, next);
        return updated;
      },
      { preventScrollReset: true },
    );
  return [option, choose];
}

/**
 * The time filter above a pre-match list (spec 001 §9 options): a group of radio buttons drawn as chips, as
 * leading books show "All / Starting soon / Today / Tomorrow". Choosing one adds ?time=<id> to the address (a new
 * history entry: Back returns to the previous choice); All removes it.
 */
export function TimeFilter({ option, onChange }: { option: TimeFilterOption; onChange: (option: TimeFilterOption) => void }) {
  const t = useT();
  // The choice shows at once; the address (and so `option`) follows when the router has moved (the guards run
  // first), and whatever it ends at is what shows.
  const [shown, setShown] = useState(option);
  useEffect(() => setShown(option), [option]);
  return (
    <fieldset className="time-filter">
      <legend className="time-filter__legend">{t('sports_time_filter')}</legend>
      {TIME_FILTER_OPTIONS.map((id) => (
        <label key={id} className="time-filter__option">
          <input
            type="radio"
            name="time-filter"
            value={id}
            checked={shown === id}
            onChange={() => {
              setShown(id);
              onChange(id);
            }}
          />
          <span>{t(`sports_time_filter_${id}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Said when the chosen period has no games, with the way back to every game. */
export function TimeFilterEmpty({ onShowAll }: { onShowAll: () => void }) {
  const t = useT();
  return (
    <div className="line-status" role="status">
      <p>{t('sports_time_filter_empty')}</p>
      <button type="button" onClick={onShowAll}>
        {t('sports_time_filter_show_all')}
      </button>
    </div>
  );
}
