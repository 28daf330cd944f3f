import type { BlockingState } from '../../../domain/blocking/blocking.port';
import { BlockSchema } from '../generated/blocks.schemas';

export const blockSchema = BlockSchema;
export type BlockDto = ReturnType<typeof BlockSchema.parse>;

/** spec 001 §7: displayTypeId 1 means blocked; templateTypeId is the reason (000 §4). */
export const toDomain = (dto: BlockDto): BlockingState => ({
  isBlocked: dto.displayTypeId === 1,
  reason: dto.displayTypeId === 1 ? dto.templateTypeId : null,
});
