import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';

/**
 * QA19 #4: a list cut at its limit (a page of games) says so below it, with how many it shows of how many when
 * the line said, and offers the next page. The keyboard focus then goes to the first game added (its name's
 * link), where reading goes on; the rows and their cells are the list's own, drawn as before. Stays mounted on a
 * list page, so it can move the focus when the last page makes the note itself go.
 */
export function ListCutNote() {
  const { line } = useModels();
  const [cut, ids] = useUnit([line.$listCut, line.$gameIds]);
  const t = useT();
  const place = useRef<HTMLDivElement>(null);
  // How many games were listed when the player asked for more; null when nothing was asked.
  const askedAt = useRef<number | null>(null);
  useEffect(() => {
    const from = askedAt.current;
    if (from === null || ids.length <= from) return;
    askedAt.current = null;
    const rows = place.current?.parentElement?.querySelectorAll<HTMLElement>('.game-list li.game-row');
    rows?.[from]?.querySelector<HTMLElement>('a')?.focus();
  }, [ids]);
  return (
    <div ref={place} className="list-cut-note">
      {cut ? (
        <div className="line-status">
          <p>{cut.total === null ? t('sports_list_cut', { shown: cut.shown }) : t('sports_list_cut_of', { shown: cut.shown, total: cut.total })}</p>
          <button
            type="button"
            onClick={() => {
              askedAt.current = ids.length;
              line.moreShown();
            }}
          >
            {t('sports_list_more')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
