import type { Dictionary } from '../../../domain/i18n/dictionary.port';
import { DictionarySchema } from '../generated/dictionaries.schemas';

export const dictionarySchema = DictionarySchema;
export type DictionaryDto = ReturnType<typeof DictionarySchema.parse>;

export const toDomain = (dto: DictionaryDto): Dictionary => Object.freeze({ ...dto.keys });
