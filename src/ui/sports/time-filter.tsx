import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_TIME_FILTER, parseTimeFilter, TIME_FILTER_OPTIONS, type TimeFilterOption } from '../../domain/line';
import { useT } from '../i18n/use-t';
import './time-filter.css';

/** The query parameter that carries the option, so a filtered list is a link a player can keep or share. */
export const TIME_FILTER_PARAM = 'time';

/** How a choice enters the history: `replace` takes the place of the current entry instead of adding one. */
export interface TimeFilterChoice {
  replace?: boolean;
}

/** The page's time filter option (spec 001 §9 ids) and the way to choose another. */
export function useTimeFilter(): [TimeFilterOption, (option: TimeFilterOption, how?: TimeFilterChoice) => void] {
  const [params, setParams] = useSearchParams();
  const option = parseTimeFilter(params.get(TIME_FILTER_PARAM));
  const choose = (next: TimeFilterOption, how: TimeFilterChoice = {}) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TIME_FILTER) updated.delete(TIME_FILTER_PARAM);
        else updated.set(TIME_FILTER_PARAM, next);
        return updated;
      },
      { preventScrollReset: true, replace: how.replace === true },
    );
  return [option, choose];
}

/**
 * The time filter above a pre-match list (spec 001 §9 options): a group of radio buttons drawn as chips, as
 * leading books show "All / Starting soon / Today / Tomorrow". Choosing one adds ?time=<id> to the address; All
 * removes it. QA19 #7: the first choice after the focus enters the group adds a history entry, and the next ones
 * while it stays there (each arrow key is a choice) replace it, so Back leaves the filter in one step, to where the
 * player started, rather than stepping back through every option the arrows passed.
 */
export function TimeFilter({
  option,
  onChange,
  groupRef,
}: {
  option: TimeFilterOption;
  onChange: (option: TimeFilterOption, how: TimeFilterChoice) => void;
  groupRef?: RefObject<HTMLFieldSetElement | null>;
}) {
  const t = useT();
  // The choice shows at once; the address (and so `option`) follows when the router has moved (the guards run
  // first), and whatever it ends at is what shows.
  const [shown, setShown] = useState(option);
  useEffect(() => setShown(option), [option]);
  // Whether a choice was made since the focus came into the group.
  const chosenInGroup = useRef(false);
  return (
    <fieldset
      ref={groupRef}
      className="time-filter"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) chosenInGroup.current = false;
      }}
    >
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
              onChange(id, { replace: chosenInGroup.current });
              chosenInGroup.current = true;
            }}
          />
          <span>{t(`sports_time_filter_${id}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Said when the chosen option has no games, in the option's words (QA19 #5: "Recommended" is no period), with the
 * way back to every game. QA19 #3: the button leaves with this state, so the focus goes to the now-chosen All in
 * the filter's `group` (the list is not there yet), not to the page's body.
 */
export function TimeFilterEmpty({
  option,
  onShowAll,
  group,
}: {
  option: TimeFilterOption;
  onShowAll: () => void;
  group: RefObject<HTMLFieldSetElement | null>;
}) {
  const t = useT();
  return (
    <div className="line-status" role="status">
      <p>{t(option === DEFAULT_TIME_FILTER ? 'sports_time_filter_empty' : `sports_time_filter_empty_${option}`)}</p>
      <button
        type="button"
        onClick={() => {
          onShowAll();
          group.current?.querySelector<HTMLInputElement>(`input[value="${DEFAULT_TIME_FILTER}"]`)?.focus();
        }}
      >
        {t('sports_time_filter_show_all')}
      </button>
    </div>
  );
}
