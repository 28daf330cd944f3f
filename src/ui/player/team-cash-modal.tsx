import { useUnit } from 'effector-react';
import { useT } from '../i18n/use-t';
import { MessageModal } from '../modals/message-modal';
import { useModels } from '../models-context';

/**
 * The team-cash modal (spec 001 §4): step one after the third completed deposit explains the offer, step two
 * after the fourth says it is activated. OK, × and Escape close it; the model decides when it shows.
 */
export function TeamCashModal() {
  const { teamCash } = useModels();
  const step = useUnit(teamCash.$step);
  const t = useT();
  if (!step) return null;
  return (
    <MessageModal
      title={t(step === 'step-one' ? 'team_cash_step_one_title' : 'team_cash_step_two_title')}
      text={t(step === 'step-one' ? 'team_cash_step_one_text' : 'team_cash_step_two_text')}
      onClose={() => teamCash.closed()}
    />
  );
}
