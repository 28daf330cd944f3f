import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { fallbackDictionary, translate } from '../../domain/i18n';
import { useModels } from '../models-context';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Text for dictionary keys in the current language; the shipped fallback covers keys the dictionary lacks. */
export function useT(): Translate {
  const { shell } = useModels();
  const [dictionary, language] = useUnit([shell.$dictionary, shell.$language]);
  return useCallback(
    (key, values) => translate(key in dictionary ? dictionary : fallbackDictionary(language), key, values),
    [dictionary, language],
  );
}
