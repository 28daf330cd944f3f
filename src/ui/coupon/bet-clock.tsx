import { GameStatus, isBetLive, type Bet } from '../../domain/coupon';
import { useT } from '../i18n/use-t';

/**
 * A live selection's game as the slip holds it: "Live" (or "Break"), the score and the minute, in words, as
 * the line's GameClock says them in a list's row (QA15 #7: a live selection read like a pre-match one, and
 * "Cancel the bet if the score changes" tied the bet to a score the slip did not show). Read from the bet,
 * which the feed keeps up to date (clock, score, status) whatever page the player is on, so a pre-match game
 * that starts turns live here. Nothing for a pre-match or finished selection (finished says so itself).
 */
export function BetClock({ bet }: { bet: Bet }) {
  const t = useT();
  if (!isBetLive(bet)) return null;
  const minute = Math.floor(bet.timeSec / 60);
  return (
    <span className="slip-bet__clock">
      <span className="live-badge">{t(bet.gameStatusId === GameStatus.BREAK ? 'sports_break' : 'sports_live')}</span>
      {bet.scoreFormatted ? ` ${bet.scoreFormatted}` : ''} · {t('sports_minute', { minute })}
    </span>
  );
}
