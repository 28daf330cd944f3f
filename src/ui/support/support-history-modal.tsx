import { useUnit } from 'effector-react';
import { useT } from '../i18n/use-t';
import { Modal } from '../modals/modal';
import { useModels } from '../models-context';
import { SupportHistoryList } from './support-history-list';

/** The support history modal (spec 001 §6): open while the support model's history is, for a signed-in player only. */
export function SupportHistoryModal({ lng }: { lng: string }) {
  const { support } = useModels();
  const [open, signedIn] = useUnit([support.$historyModalOpen, support.$signedIn]);
  const t = useT();
  if (!open || !signedIn) return null;
  return (
    <Modal title={t('support_history_title')} onClose={() => support.historyClosed()} width="min(36rem, 95vw)">
      <SupportHistoryList lng={lng} />
    </Modal>
  );
}
